import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { DRAFT_CREATION_LIMIT } from '@/lib/api/doc-notes';
import { envelope, itemOf, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { errorWith } from '@/lib/api/error-envelope';
import { VALIDATION_ERROR_CODES } from '@/lib/liquid/error-codes';
import { PREVIEW_TOKEN_SECONDS, TEMPLATE_HISTORY_SIZE } from './limits';
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
} from './schemas';

// The templates API: anyone reads, a member saves (drafts only below marketer), the author or a
// marketer changes one; a save that would publish parses first.
const Template = TemplateView.meta({ id: 'Template' });
// docs/behaviours.md#B-template-drafts and docs/behaviours.md#B-live-parses, stated once for every write.
const PUBLISHING =
  'Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes).';
const VERSIONS = `Every stored change moves \`version\` by one and keeps a history row (the last ${TEMPLATE_HISTORY_SIZE} per template). With \`baseVersion\`, a save whose base is no longer the stored version answers 409 and changes nothing; of two saves from the same base exactly one succeeds.`;
const stale = { description: 'the template changed since `baseVersion`; `data.item` is the current template', schema: errorWith({ item: Template }).meta({ id: 'TemplateConflict' }) };

// One parse error, as validate reports it and a refused publish (422) lists it in `data.errors`.
export const TemplateProblem = z.object({
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
const Validation = envelope(z.object({ ok: z.boolean(), errors: z.array(TemplateProblem).max(1), warnings: z.array(Warning) })).meta({ id: 'TemplateValidation' });
const versionParams = uidParam.extend({ version: z.string().regex(/^\d+$/).describe('a version number from the history') });

const tag = 'Templates';
const path = '/api/v1/templates';
const item = `${path}/{uid}`;
const version = `${item}/versions/{version}`;

export const templatePreviewToken = {
  issue: defineOperation({
    method: 'POST',
    path: `${path}/preview-token`,
    tag,
    access: 'marketer',
    activity: false,
    ok: { status: 200, schema: envelope(PreviewTokenView.meta({ id: 'PreviewToken' })) },
    summary: 'A short token for previewing unsaved template bodies on this site',
    description: `A JWT with \`purpose: "preview"\`, this site and the caller, valid ${PREVIEW_TOKEN_SECONDS / 60} minutes. Only POST /api/v1/templates/preview accepts it: as a session it is refused everywhere (401). On the platform host, name the site with X-Site.`,
  }),
};

// Authenticated by the preview token alone: no session credential is read. The handler reads the form
// itself, after the host check (a preview is never served on the platform's origin, whatever it sends).
export const templatePreview = {
  render: defineOperation({
    method: 'POST',
    path: `${path}/preview`,
    tag,
    access: 'public',
    credential: 'none',
    body: PreviewBody,
    bodyTypes: ['application/x-www-form-urlencoded', 'application/json'],
    rawBody: true,
    errors: { 401: 'no valid preview token of this site', 403: "the token's user now has a role below 3 here" },
    ok: {
      status: 200,
      description:
        "text/html: the page at `path` rendered with the unsaved body, as the token's user sees it. Headers: `Cache-Control: no-store`, `Content-Security-Policy: sandbox allow-scripts allow-forms; frame-ancestors <platform origin>`, no X-Frame-Options. A render error also answers 200, with an HTML page giving the reason (tag, line and column), so the frame shows it; a path no published template answers gives a 404 page.",
    },
    summary: 'Render a page with an unsaved template body (the admin posts a form into a sandboxed frame)',
    description:
      "Only on the site's own host (the token's `action`); on the platform host 404. Authenticated by the preview token alone, in the `token` field or as Authorization: Bearer; a cookie or session token grants nothing here. No valid preview token of this site: 401; the user's role here is now below 3: 403; `uid` names no template: 404. The body stands in for template `uid`: as the page when `path` is its permalink (the default), and by its title wherever it is used as a layout or partial; without `uid` it is the page at `path`. Nothing is written, cached or purged, not even a site log row: a failing body answers 200 with the reason (tag, line, column) for the editor, where a live page would answer 500 and write `render.failed`; render limits apply as for pages.",
  }),
};

export const templatesCollection = {
  list: defineOperation({ method: 'GET', path, tag, access: 'public', query: TemplateQuery, ok: { status: 200, schema: listOf(Template) }, summary: 'List templates, each with its raw body' }),
  // With the uid of an existing template it updates that template: 200 instead of 201.
  create: defineOperation({
    method: 'POST',
    path,
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
  }),
};

// Parse only: an invalid body is still a successful answer with `ok: false`.
export const templateValidation = {
  validate: defineOperation({
    method: 'POST',
    path: `${path}/validate`,
    tag,
    rateLimited: true,
    access: 'marketer',
    activity: false,
    body: ValidateTemplateBody,
    ok: { status: 200, schema: Validation },
    summary: 'Parse-check a template body',
    description:
      "Parses only, never renders (fetch, prefetch and collection never run). An invalid body still answers 200 with state ok and `data.ok` false, with at most one error (the parser stops at the first). Warnings never make a body invalid: unknown tags and filters (with the closest registered name as `suggestion`), an assign or capture this body never reads (not for layouts and partials, nor in a body with a layout or `include`, which share its scope), and a literal `{% layout %}`, `{% render %}` or `{% include %}` naming no published template of the site. `type` (or the stored type of `uid`) decides the assign check; `uid`'s own title counts as present.",
  }),
};

// PUT, PATCH and POST all update (spec part 4); absent fields keep their values. Owner or role 3+:
// the operation checks it, as it needs the template's author.
const update = {
  path: item,
  tag,
  access: 'session',
  ownerOr: 'marketer',
  params: uidParam,
  body: UpdateTemplateBody,
  ok: { status: 200, schema: itemOf(Template) },
  conflict: stale,
  summary: 'Update a template (absent fields keep their values)',
  description: `${VERSIONS} ${PUBLISHING}`,
} as const;

export const templateItem = {
  read: defineOperation({ method: 'GET', path: item, tag, access: 'public', params: uidParam, ok: { status: 200, schema: itemOf(Template) }, summary: 'Read one template including its raw body' }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  post: defineOperation({ method: 'POST', ...update }),
  remove: defineOperation({
    method: 'DELETE',
    path: item,
    tag,
    access: 'session',
    ownerOr: 'marketer',
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Soft-delete a template',
    description: PUBLISHING,
  }),
};

export const templateVersions = {
  list: defineOperation({
    method: 'GET',
    path: `${item}/versions`,
    tag,
    access: 'session',
    ownerOr: 'marketer',
    params: uidParam,
    ok: { status: 200, schema: envelope(z.object({ items: z.array(TemplateVersionSummary.meta({ id: 'TemplateVersionSummary' })) })) },
    summary: "The template's history, newest first",
    description: VERSIONS,
  }),
};

// A path no version can have (`/versions/x`, `/versions/0`) answers `Template version not found`: the
// handler checks the path itself (lib/domains/content/templates/schemas.ts, versionParams).
export const templateVersion = {
  read: defineOperation({
    method: 'GET',
    path: version,
    tag,
    access: 'session',
    ownerOr: 'marketer',
    params: versionParams,
    rawParams: true,
    ok: { status: 200, schema: itemOf(TemplateVersionView.meta({ id: 'TemplateVersion' })) },
    summary: 'One version of the template, with its body',
  }),
};

export const templateRestore = {
  restore: defineOperation({
    method: 'POST',
    path: `${version}/restore`,
    tag,
    access: 'session',
    ownerOr: 'marketer',
    params: versionParams,
    rawParams: true,
    // Read after the path's check, as a version that does not exist answers 404 whatever the body.
    body: RestoreTemplateBody,
    rawBody: true,
    ok: { status: 200, schema: itemOf(Template) },
    conflict: stale,
    summary: 'Store an old version (title, permalink, type, body) as a new version',
    description: `A restore is a save: ${PUBLISHING}`,
  }),
};

export const templatesApi = [templatePreviewToken, templatePreview, templatesCollection, templateValidation, templateItem, templateVersions, templateVersion, templateRestore];
