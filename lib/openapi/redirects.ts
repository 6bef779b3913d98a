import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { PageQuery } from '@/lib/pagination';
import { CreateRedirectBody, RedirectView, UpdateRedirectBody } from '@/lib/redirects/schemas';
import { document, idParam, itemOf, listOf, textOnly } from './common';

const Redirect = RedirectView.meta({ id: 'Redirect' });

export function registerRedirects(r: OpenAPIRegistry): void {
  const tag = 'Redirects';
  const manage = { role: ROLE.marketer };
  document(r, { method: 'get', path: '/api/v1/redirects', tag, access: 'public', query: PageQuery, ok: { status: 200, schema: listOf(Redirect) }, summary: 'List redirect rules' });
  document(r, {
    method: 'post',
    path: '/api/v1/redirects',
    tag,
    access: manage,
    body: CreateRedirectBody,
    ok: { status: 201, schema: itemOf(Redirect) },
    summary: 'Create a redirect rule',
    description: '`status` is 301 (default), 302, 307 or 308. Rules apply to paths no template claims; one rule per `from`.',
  });
  document(r, { method: 'get', path: '/api/v1/redirects/{id}', tag, access: 'public', params: idParam, ok: { status: 200, schema: itemOf(Redirect) }, summary: 'Read one redirect rule' });
  for (const method of ['put', 'patch'] as const) {
    document(r, {
      method,
      path: '/api/v1/redirects/{id}',
      tag,
      access: manage,
      params: idParam,
      body: UpdateRedirectBody,
      ok: { status: 200, schema: itemOf(Redirect) },
      summary: 'Update a redirect rule',
    });
  }
  document(r, { method: 'delete', path: '/api/v1/redirects/{id}', tag, access: manage, params: idParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a redirect rule' });
}
