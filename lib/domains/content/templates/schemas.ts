import { z } from 'zod';
import { ClientUid, Title } from '@/lib/shared/content/fields';
import { notFound } from '@/lib/shared/errors';
import { PageQuery } from '@/lib/shared/pagination';

// `email`: the body of one of the platform's auth mails (title `email/<kind>`, lib/domains/messaging/mail/templates);
// it has no permalink and is never served, rendered as a page or used as a layout or partial.
export const TEMPLATE_TYPES = ['page', 'layout', 'partial', 'asset', 'email'] as const;
// Paths the platform serves on every host (docs/behaviours.md#B-platform-paths); a template may not claim them.
const RESERVED = /^\/(api|auth|payments)(\/|$)|^\/admin(\/|$|[?#])/i;

const Permalink = z
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
  published: z
    .boolean()
    .optional()
    .describe(
      'role 3+: false stores a draft (any body; on a published template it is kept beside the live body, which keeps serving, as `draftBody`); absent or true publishes, and a body that does not parse then answers 422. Below role 3 every save is a draft',
    ),
};

// The version the editor started from: a save whose base is no longer the stored version answers 409
// with the current template, instead of silently overwriting the other save.
const BaseVersion = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1)
  .describe('the `version` this edit started from; a different stored version answers 409 with the current template in `data.item`');

export const CreateTemplateBody = z.strictObject({ uid: ClientUid.optional(), ...fields, baseVersion: BaseVersion.optional() });
export const UpdateTemplateBody = z.strictObject({ ...fields, baseVersion: BaseVersion }).partial();
export const RestoreTemplateBody = z.strictObject({ baseVersion: BaseVersion.optional() });
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
  version: z.number().int().describe('1 on create, +1 on every stored change; send it back as `baseVersion`'),
  draftBody: z
    .string()
    .nullable()
    .describe(
      'a draft saved beside the live body of a published template (`published: false` by role 3+), not served; the next publishing save replaces the body with it (or with the body it sends). Null: none',
    ),
  published: z.boolean().describe('false for a draft (last created or changed by a caller below role 3); a draft is never rendered, matched by path or used as a layout, partial or theme file'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateView = z.infer<typeof TemplateView>;

export const VersionParams = z.object({
  uid: z.string().min(1).max(200),
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

// A path no version can have (`/versions/x`, `/versions/0`) is simply not found.
export function versionParams(ctx: { params: Record<string, string> }): z.output<typeof VersionParams> {
  const parsed = VersionParams.safeParse(ctx.params);
  if (!parsed.success) throw notFound('Template version');
  return parsed.data;
}

export const TemplateVersionSummary = z.object({
  version: z.number().int(),
  title: z.string(),
  permalink: z.string().nullable(),
  type: z.string(),
  published: z.boolean(),
  authorUid: z.string().nullable().describe('who stored this version'),
  createdAt: z.string(),
  size: z.number().int().describe('length of the body in bytes (UTF-8)'),
});
export type TemplateVersionSummary = z.infer<typeof TemplateVersionSummary>;
export const TemplateVersionView = TemplateVersionSummary.extend({ body: z.string() });
export type TemplateVersionView = z.infer<typeof TemplateVersionView>;

// A form field left empty is a field not sent (a hidden form posts every field it has).
const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const PreviewBody = z.strictObject({
  token: blankAsAbsent(z.string().max(4096)).describe('the preview token (or send it as Authorization: Bearer)'),
  body: z
    .string()
    .max(512 * 1024)
    .describe('the unsaved template body'),
  path: blankAsAbsent(
    z
      .string()
      .max(2000)
      .regex(/^\/[^\s#]*$/, 'a path starting with / (a query is allowed)'),
  ).describe("the page to render; default the edited template's permalink, else /"),
  uid: blankAsAbsent(z.string().max(200)).describe('the template the body stands in for (a page, a layout or a partial); without it the body is the page at `path`'),
  type: blankAsAbsent(z.enum(TEMPLATE_TYPES)),
});

export const PreviewTokenView = z.object({
  token: z.string().describe('a JWT for POST /api/v1/templates/preview only, valid for 10 minutes; every other endpoint refuses it'),
  action: z.string().describe("where to post the preview: the site's own origin + /api/v1/templates/preview"),
  expiresAt: z.string(),
});
