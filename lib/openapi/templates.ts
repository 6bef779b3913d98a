import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { VALIDATION_ERROR_CODES } from '@/lib/liquid/validate';
import { TEMPLATE_HISTORY_SIZE } from '@/lib/templates/history';
import { PREVIEW_TOKEN_SECONDS } from '@/lib/templates/preview-token';
import {
  CreateTemplateBody,
  PreviewBody,
  PreviewTokenView,
  RestoreTemplateBody,
  TemplateQuery,
  TemplateVersionSummary,
  TemplateVersionView,
  TemplateView,
  UpdateTemplateBody,
  ValidateTemplateBody,
} from '@/lib/templates/schemas';
import { document, DRAFT_CREATION_LIMIT, envelope, errorWith, itemOf, textOnly, uidParam, listOf } from './common';

const Template = TemplateView.meta({ id: 'Template' });
// CONTRACT 3a, stated once for every write.
const PUBLISHING =
  'Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes).';
const VERSIONS = `Every stored change moves \`version\` by one and keeps a history row (the last ${TEMPLATE_HISTORY_SIZE} per template). With \`baseVersion\`, a save whose base is no longer the stored version answers 409 and changes nothing; of two saves from the same base exactly one succeeds.`;
const stale = { description: 'the template changed since `baseVersion`; `data.item` is the current template', schema: errorWith({ item: Template }).meta({ id: 'TemplateConflict' }) };

const Problem = z.object({
  message: z.string(),
  line: z.number().int().nullable().describe('1-based; null when the parser cannot place it'),
  column: z.number().int().nullable().describe('1-based; null with line'),
  code: z.enum(VALIDATION_ERROR_CODES as [string, ...string[]]).describe('stable name of the problem; `syntax-error` when no more precise one applies'),
  frame: z.string().nullable().describe('the line before, the line, and a caret under the column'),
});
const Warning = z.object({
  message: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  code: z.enum(['unknown-tag', 'unknown-filter', 'unused-assign', 'missing-layout', 'missing-partial']),
  suggestion: z.string().optional().describe('for unknown tags and filters: the closest registered name, when close'),
});
const Validation = envelope(z.object({ ok: z.boolean(), errors: z.array(Problem).max(1), warnings: z.array(Warning) })).meta({ id: 'TemplateValidation' });
const versionParams = uidParam.extend({ version: z.string().regex(/^\d+$/).describe('a version number from the history') });

function registerPreview(r: OpenAPIRegistry, tag: string): void {
  document(r, {
    method: 'post',
    path: '/api/v1/templates/preview-token',
    tag,
    access: { role: ROLE.marketer },
    ok: { status: 200, schema: envelope(PreviewTokenView.meta({ id: 'PreviewToken' })) },
    summary: 'A short token for previewing unsaved template bodies on this site',
    description: `A JWT with \`purpose: "preview"\`, this site and the caller, valid ${PREVIEW_TOKEN_SECONDS / 60} minutes. Only POST /api/v1/templates/preview accepts it: as a session it is refused everywhere (401). On the platform host, name the site with X-Site.`,
  });
  document(r, {
    method: 'post',
    path: '/api/v1/templates/preview',
    tag,
    access: 'public',
    body: PreviewBody,
    bodyTypes: ['application/x-www-form-urlencoded', 'application/json'],
    errors: { 401: 'no valid preview token of this site', 403: "the token's user now has a role below 3 here" },
    ok: {
      status: 200,
      description:
        "text/html: the page at `path` rendered with the unsaved body, as the token's user sees it. Headers: `Cache-Control: no-store`, `Content-Security-Policy: sandbox allow-scripts allow-forms; frame-ancestors <platform origin>`, no X-Frame-Options. A render error also answers 200, with an HTML page giving the reason (tag, line and column), so the frame shows it; a path no published template answers gives a 404 page.",
    },
    summary: 'Render a page with an unsaved template body (the admin posts a form into a sandboxed frame)',
    description:
      "Only on the site's own host (the token's `action`); on the platform host 404. Authenticated by the preview token alone, in the `token` field or as Authorization: Bearer; a cookie or session token grants nothing here. No valid preview token of this site: 401; the user's role here is now below 3: 403; `uid` names no template: 404. The body stands in for template `uid`: as the page when `path` is its permalink (the default), and by its title wherever it is used as a layout or partial; without `uid` it is the page at `path`. Nothing is written, cached or purged, not even a site log row: a failing body answers 200 with the reason (tag, line, column) for the editor, where a live page would answer 500 and write `render.failed`; render limits apply as for pages.",
  });
}

export function registerTemplates(r: OpenAPIRegistry): void {
  const tag = 'Templates';
  registerPreview(r, tag);
  document(r, {
    method: 'get',
    path: '/api/v1/templates',
    tag,
    access: 'public',
    query: TemplateQuery,
    ok: { status: 200, schema: listOf(Template) },
    summary: 'List templates, each with its raw body',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/templates',
    tag,
    access: 'session',
    body: CreateTemplateBody,
    rateLimited: true,
    upsert: true,
    ok: { status: 201, schema: itemOf(Template), description: 'created' },
    conflict: stale,
    summary: 'Create a template, or upsert by uid',
    description:
      'Saving is the deploy: caches tied to the template are purged at once. A permalink under /api/, /auth/, /payments/ or /admin is refused with 422, and so is a save that publishes onto a permalink another published template of the site uses (a draft holds no permalink, so it clashes with none). Partials and layouts are found by title. `baseVersion` applies when the uid exists (the upsert is an update). ' +
      PUBLISHING +
      ' ' +
      DRAFT_CREATION_LIMIT,
  });
  document(r, {
    method: 'post',
    path: '/api/v1/templates/validate',
    tag,
    rateLimited: true,
    access: { role: ROLE.marketer },
    body: ValidateTemplateBody,
    ok: { status: 200, schema: Validation },
    summary: 'Parse-check a template body',
    description:
      "Parses only, never renders (fetch, prefetch and collection never run). An invalid body still answers 200 with state ok and `data.ok` false, with at most one error (the parser stops at the first). Warnings never make a body invalid: unknown tags and filters (with the closest registered name as `suggestion`), an assign or capture this body never reads (not for layouts and partials, nor in a body with a layout or `include`, which share its scope), and a literal `{% layout %}`, `{% render %}` or `{% include %}` naming no published template of the site. `type` (or the stored type of `uid`) decides the assign check; `uid`'s own title counts as present.",
  });
  document(r, {
    method: 'get',
    path: '/api/v1/templates/{uid}',
    tag,
    access: 'public',
    params: uidParam,
    ok: { status: 200, schema: itemOf(Template) },
    summary: 'Read one template including its raw body',
  });
  for (const method of ['put', 'patch', 'post'] as const) {
    document(r, {
      method,
      path: '/api/v1/templates/{uid}',
      tag,
      access: { ownerOr: ROLE.marketer },
      params: uidParam,
      body: UpdateTemplateBody,
      ok: { status: 200, schema: itemOf(Template) },
      conflict: stale,
      summary: 'Update a template (absent fields keep their values)',
      description: `${VERSIONS} ${PUBLISHING}`,
    });
  }
  document(r, {
    method: 'delete',
    path: '/api/v1/templates/{uid}',
    tag,
    access: { ownerOr: ROLE.marketer },
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Soft-delete a template',
    description: PUBLISHING,
  });
  document(r, {
    method: 'get',
    path: '/api/v1/templates/{uid}/versions',
    tag,
    access: { ownerOr: ROLE.marketer },
    params: uidParam,
    ok: { status: 200, schema: envelope(z.object({ items: z.array(TemplateVersionSummary.meta({ id: 'TemplateVersionSummary' })) })) },
    summary: "The template's history, newest first",
    description: VERSIONS,
  });
  document(r, {
    method: 'get',
    path: '/api/v1/templates/{uid}/versions/{version}',
    tag,
    access: { ownerOr: ROLE.marketer },
    params: versionParams,
    ok: { status: 200, schema: itemOf(TemplateVersionView.meta({ id: 'TemplateVersion' })) },
    summary: 'One version of the template, with its body',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/templates/{uid}/versions/{version}/restore',
    tag,
    access: { ownerOr: ROLE.marketer },
    params: versionParams,
    body: RestoreTemplateBody,
    ok: { status: 200, schema: itemOf(Template) },
    conflict: stale,
    summary: 'Store an old version (title, permalink, type, body) as a new version',
    description: `A restore is a save: ${PUBLISHING}`,
  });
}
