import { z } from 'zod';
import { ClientUid, Title } from '@/lib/content/fields';
import { PageQuery } from '@/lib/pagination';

export const TEMPLATE_TYPES = ['page', 'layout', 'partial', 'asset'] as const;
// Paths the platform serves on every host (CONTRACT 2); a template may not claim them.
const RESERVED = /^\/(api|auth|payments)(\/|$)|^\/admin(\/|$|[?#])/i;

export const Permalink = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/[^\s?#]*$/, 'a path starting with / (no spaces, query or fragment)')
  .refine((p) => !RESERVED.test(p), 'paths under /api/, /auth/, /payments/ and /admin belong to the platform')
  .transform((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p));

const fields = {
  title: Title,
  permalink: Permalink.nullable().optional(),
  type: z.enum(TEMPLATE_TYPES).optional(),
  body: z.string().max(512 * 1024),
};

export const CreateTemplateBody = z.strictObject({ uid: ClientUid.optional(), ...fields });
export const UpdateTemplateBody = z.strictObject(fields).partial();
// A body that saving would refuse (NUL) is refused here too, rather than reported valid.
export const ValidateTemplateBody = z.strictObject({
  body: z.string().max(512 * 1024),
  type: z.enum(TEMPLATE_TYPES).optional(),
  uid: z.string().max(200).optional().describe('the template being edited: it is not reported as its own missing partial or layout'),
});

export const TemplateQuery = PageQuery.extend({ type: z.enum(TEMPLATE_TYPES).optional().catch(undefined) });

export const TemplateView = z.object({
  uid: z.string(),
  title: z.string(),
  permalink: z.string().nullable(),
  type: z.string(),
  body: z.string(),
  authorUid: z.string().nullable(),
  published: z.boolean().describe('false for a draft (CONTRACT 3a: last created or changed by a caller below role 3); a draft is never rendered, matched by path or used as a layout, partial or theme file'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateView = z.infer<typeof TemplateView>;
