import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { envelope, itemOf, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { CreateLeadBody, EXPORT_MAX_DATA_COLUMNS, EXPORT_MAX_ROWS, LeadFilter, LeadFormCount, LeadQuery, LeadView, UpdateLeadBody } from './schemas';

// The leads API: anyone submits, a marketer reads the inbox, the submitter or a marketer handles one.
const Lead = LeadView.meta({ id: 'Lead' });
const tag = 'Leads';
const path = '/api/v1/leads';
const item = `${path}/{uid}`;
const own = { access: 'session', ownerOr: 'marketer' } as const;

export const leadsCollection = {
  submit: defineOperation({
    method: 'POST',
    path,
    tag,
    access: 'public',
    body: CreateLeadBody,
    // JSON, a form's fields or a multipart form, with `_redirect` (lib/http/lead-submission.ts).
    rawBody: true,
    ok: { status: 201, schema: itemOf(Lead) },
    seeOther: 'a form post with `_redirect`: the lead is stored and the browser is sent there',
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    summary: 'Submit a lead',
    description:
      'JSON `{form?, data}`, or an HTML form post whose fields become `data` (`form` names the form). A form post with `_redirect` (a path on this site) answers 303 to it. Fires the lead_received hook and the lead webhook: the answer to a JSON submit shows what the lead_received plugins added; a form post with `_redirect` does not wait for them (they run after the answer).',
  }),
  list: defineOperation({ method: 'GET', path, tag, access: 'marketer', query: LeadQuery, ok: { status: 200, schema: listOf(Lead) }, summary: 'List leads' }),
};

export const leadsExport = {
  // The inbox as a file: the same role and filters as the list, all pages at once.
  csv: defineOperation({
    method: 'GET',
    path: `${path}/export`,
    tag,
    access: 'marketer',
    query: LeadFilter,
    ok: {
      status: 200,
      contentType: 'text/csv',
      schema: z.string().describe('CSV, CRLF line ends'),
      description: 'the CSV file (Content-Disposition: attachment; filename="leads-<subdomain>-<YYYY-MM-DD>.csv")',
    },
    summary: 'Export the filtered leads as CSV',
    description: `The same filters and role as GET /api/v1/leads, every page at once: at most ${EXPORT_MAX_ROWS} leads, newest first (X-Leads-Rows says how many; X-Leads-Truncated: true when more matched). Columns uid, form, status, createdAt, then the leads' data keys, most used first (at most ${EXPORT_MAX_DATA_COLUMNS}; further keys go to one JSON column moreData). Nested values are their JSON text. Any text cell (header included) starting with = + - @, tab or CR gets a leading ' so that a spreadsheet never runs it as a formula.`,
  }),
};

export const leadForms = {
  // Same role as the list: form names and counts say what the inbox holds.
  list: defineOperation({
    method: 'GET',
    path: `${path}/forms`,
    tag,
    access: 'marketer',
    ok: { status: 200, schema: envelope(z.object({ items: z.array(LeadFormCount) })) },
    summary: 'Form names of the leads with their counts',
    description: "For the inbox's form filter: every form that has live leads, by name.",
  }),
};

const update = {
  path: item,
  tag,
  ...own,
  params: uidParam,
  body: UpdateLeadBody,
  ok: { status: 200, schema: itemOf(Lead) },
  summary: "Update a lead's status or data (submitter or role 3+)",
} as const;

export const leadItem = {
  read: defineOperation({ method: 'GET', path: item, tag, ...own, params: uidParam, ok: { status: 200, schema: itemOf(Lead) }, summary: 'Read one lead (submitter or role 3+)' }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  remove: defineOperation({ method: 'DELETE', path: item, tag, ...own, params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Soft-delete a lead (submitter or role 3+)' }),
};

export const leadsApi = [leadsCollection, leadsExport, leadForms, leadItem];
