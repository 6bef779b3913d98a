import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { z } from 'zod';
import { CreateLeadBody, EXPORT_MAX_DATA_COLUMNS, EXPORT_MAX_ROWS, LeadFilter, LeadFormCount, LeadQuery, LeadView, UpdateLeadBody } from '@/lib/leads/schemas';
import { document, envelope, itemOf, listOf, textOnly, uidParam } from './common';

const Lead = LeadView.meta({ id: 'Lead' });

export function registerLeads(r: OpenAPIRegistry): void {
  const tag = 'Leads';
  const own = { ownerOr: ROLE.marketer };
  document(r, {
    method: 'post',
    path: '/api/v1/leads',
    tag,
    access: 'public',
    body: CreateLeadBody,
    ok: { status: 201, schema: itemOf(Lead) },
    seeOther: 'a form post with `_redirect`: the lead is stored and the browser is sent there',
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    summary: 'Submit a lead',
    description:
      'JSON `{form?, data}`, or an HTML form post whose fields become `data` (`form` names the form). A form post with `_redirect` (a path on this site) answers 303 to it. Fires the lead_received hook and the lead webhook: the answer to a JSON submit shows what the lead_received plugins added; a form post with `_redirect` does not wait for them (they run after the answer).',
  });
  document(r, { method: 'get', path: '/api/v1/leads', tag, access: { role: ROLE.marketer }, query: LeadQuery, ok: { status: 200, schema: listOf(Lead) }, summary: 'List leads' });
  document(r, {
    method: 'get',
    path: '/api/v1/leads/export',
    tag,
    access: { role: ROLE.marketer },
    query: LeadFilter,
    ok: {
      status: 200,
      contentType: 'text/csv',
      schema: z.string().describe('CSV, CRLF line ends'),
      description: 'the CSV file (Content-Disposition: attachment; filename="leads-<subdomain>-<YYYY-MM-DD>.csv")',
    },
    summary: 'Export the filtered leads as CSV',
    description: `The same filters and role as GET /api/v1/leads, every page at once: at most ${EXPORT_MAX_ROWS} leads, newest first (X-Leads-Rows says how many; X-Leads-Truncated: true when more matched). Columns uid, form, status, createdAt, then the leads' data keys, most used first (at most ${EXPORT_MAX_DATA_COLUMNS}; further keys go to one JSON column moreData). Nested values are their JSON text. Any text cell (header included) starting with = + - @, tab or CR gets a leading ' so that a spreadsheet never runs it as a formula.`,
  });
  document(r, {
    method: 'get',
    path: '/api/v1/leads/forms',
    tag,
    access: { role: ROLE.marketer },
    ok: { status: 200, schema: envelope(z.object({ items: z.array(LeadFormCount) })) },
    summary: 'Form names of the leads with their counts',
    description: "For the inbox's form filter: every form that has live leads, by name.",
  });
  document(r, { method: 'get', path: '/api/v1/leads/{uid}', tag, access: own, params: uidParam, ok: { status: 200, schema: itemOf(Lead) }, summary: 'Read one lead (submitter or role 3+)' });
  for (const method of ['put', 'patch'] as const) {
    document(r, {
      method,
      path: '/api/v1/leads/{uid}',
      tag,
      access: own,
      params: uidParam,
      body: UpdateLeadBody,
      ok: { status: 200, schema: itemOf(Lead) },
      summary: "Update a lead's status or data (submitter or role 3+)",
    });
  }
  document(r, { method: 'delete', path: '/api/v1/leads/{uid}', tag, access: own, params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Soft-delete a lead (submitter or role 3+)' });
}
