import { z } from 'zod';
import { defineOperation, defineResource } from '@/lib/api/define';
import { idParam, itemOf, listOf, textOnly } from '@/lib/api/envelope';
import { PageQuery } from '@/lib/shared/pagination';

// The redirects API: rules read by anyone, managed by a marketer. Browser-safe: schemas and metadata
// only (the handlers are bound in operations.ts).

const Path = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/[^\s?#]*$/, 'a path starting with /');
const Target = z
  .string()
  .trim()
  .max(2000)
  .refine((t) => !/[\u0000-\u001f\u007f\\]/.test(t) && (/^\/(?!\/)\S*$/.test(t) || /^https?:\/\/\S+$/.test(t)), 'a path on this site or an http(s) URL, without control characters');

const fields = { from: Path, to: Target, status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional() };
export const CreateRedirectBody = z.strictObject(fields);
export const UpdateRedirectBody = z.strictObject(fields).partial();
export const RedirectView = z.object({ id: z.number().int(), from: z.string(), to: z.string(), status: z.number().int() });

const Redirect = RedirectView.meta({ id: 'Redirect' });
const tag = 'Redirects';
const path = '/api/v1/redirects';
const item = `${path}/{id}`;

export const redirectsCollection = {
  list: defineOperation({ method: 'GET', path, tag, access: 'public', query: PageQuery, ok: { status: 200, schema: listOf(Redirect) }, summary: 'List redirect rules' }),
  create: defineOperation({
    method: 'POST',
    path,
    tag,
    access: 'marketer',
    body: CreateRedirectBody,
    ok: { status: 201, schema: itemOf(Redirect) },
    summary: 'Create a redirect rule',
    description: '`status` is 301 (default), 302, 307 or 308. Rules apply to paths no template claims; one rule per `from`.',
  }),
};

const update = { path: item, tag, access: 'marketer', params: idParam, body: UpdateRedirectBody, ok: { status: 200, schema: itemOf(Redirect) }, summary: 'Update a redirect rule' } as const;

export const redirectItem = {
  read: defineOperation({ method: 'GET', path: item, tag, access: 'public', params: idParam, ok: { status: 200, schema: itemOf(Redirect) }, summary: 'Read one redirect rule' }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  remove: defineOperation({ method: 'DELETE', path: item, tag, access: 'marketer', params: idParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a redirect rule' }),
};

export const redirectsApi = [redirectsCollection, redirectItem];

// Everything else the generated registries take from this resource.
/** @public read by `npm run generate` (test/unit/generated.test.ts), which imports this module by path */
export const redirectsResource = defineResource({
  permission: 'redirects',
  screen: { key: 'redirects', label: 'Redirects', access: 'marketer', after: 'comments' },
});
