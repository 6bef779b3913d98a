import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { CreateLeadBody, LeadQuery, LeadView, UpdateLeadBody } from '@/lib/leads/schemas';
import { document, itemOf, listOf, textOnly, uidParam } from './common';

const Lead = LeadView.meta({ id: 'Lead' });

export function registerLeads(r: OpenAPIRegistry): void {
  const tag = 'Leads';
  const own = { ownerOr: ROLE.marketer };
  document(r, {
    method: 'post', path: '/api/v1/leads', tag, access: 'public', body: CreateLeadBody, ok: { status: 201, schema: itemOf(Lead) }, seeOther: 'a form post with `_redirect`: the lead is stored and the browser is sent there',
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    summary: 'Submit a lead',
    description: 'JSON `{form?, data}`, or an HTML form post whose fields become `data` (`form` names the form). A form post with `_redirect` (a path on this site) answers 303 to it. Fires the lead_received hook and the lead webhook.',
  });
  document(r, { method: 'get', path: '/api/v1/leads', tag, access: { role: ROLE.marketer }, query: LeadQuery, ok: { status: 200, schema: listOf(Lead) }, summary: 'List leads' });
  document(r, { method: 'get', path: '/api/v1/leads/{uid}', tag, access: own, params: uidParam, ok: { status: 200, schema: itemOf(Lead) }, summary: 'Read one lead (submitter or role 3+)' });
  for (const method of ['put', 'patch'] as const) {
    document(r, { method, path: '/api/v1/leads/{uid}', tag, access: own, params: uidParam, body: UpdateLeadBody, ok: { status: 200, schema: itemOf(Lead) }, summary: 'Update a lead\'s status or data (submitter or role 3+)' });
  }
  document(r, { method: 'delete', path: '/api/v1/leads/{uid}', tag, access: own, params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Soft-delete a lead (submitter or role 3+)' });
}
