import type { z } from 'zod';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { sessionFor, type Session } from '@/lib/domains/accounts/auth/session';
import { verifyPurposeToken } from '@/lib/domains/accounts/auth/token';
import { AppError, forbidden, notFound } from '@/lib/shared/errors';
import { createEngine } from '@/lib/liquid/engine';
import { liveTemplate, type TemplateRecord } from '@/lib/domains/content/templates/reads';
import type { PreviewBody } from '@/lib/domains/content/templates/schemas';
import { canonicalOrigin } from '@/lib/shared/tenancy/canonical-origin';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import type { RequestFacts } from './context';
import { templateForPath } from './lookup';
import { permalinkOf, plainPage, renderTemplate, type PageResult, type RenderSource } from './render';
import { siteEngine } from './site-engine';

type PreviewInput = z.output<typeof PreviewBody>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A failed preview answers 200 with the reason (liquidjs names the tag, line and column), so the
// editor's frame shows it, and writes no site log row; a real page shows visitors a 500 and keeps the
// reason in the site log.
function previewFailure(message: string): PageResult {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview error</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#222}pre{white-space:pre-wrap;background:#fff4f4;border-left:4px solid #c00;padding:1rem}</style></head><body><h1>This template could not be rendered</h1><pre>${escapeHtml(message)}</pre></body></html>`;
  return { kind: 'page', status: 200, body, contentType: 'text/html; charset=utf-8' };
}

// The caller of a preview is the token's user, with their role on this site now (a role removed since
// the token was minted, a sign-out everywhere or a disabled account ends it at once).
export async function previewSession(site: SiteRef, token: string | undefined): Promise<Session> {
  const claims = token ? await verifyPurposeToken(token, 'preview') : null;
  const session = claims && claims.sid === site.uid ? await sessionFor(claims, site.uid) : null;
  if (!session) throw new AppError('unauthorized', 'A preview needs a valid preview token of this site (POST /api/v1/templates/preview-token)');
  if (session.role < ROLE.marketer) throw forbidden();
  return session;
}

// Renders `path` with the unsaved body standing in for template `uid`: as the page when the path is
// the template's, and by its title wherever it is used as a layout or partial. The engine is the
// preview's own, so the body never enters the site's shared engine, parse or page caches, and nothing
// is written (the site's generation does not move).
export async function renderPreview(site: SiteRef, session: Session, input: PreviewInput): Promise<PageResult> {
  const edited = input.uid ? await liveTemplate(site.uid, input.uid) : undefined;
  if (input.uid && !edited) throw notFound('Template');
  const [pathname = '/', search = ''] = (input.path ?? edited?.permalink ?? '/').split(/\?(.*)/s);
  const permalink = permalinkOf(pathname);
  const shared = siteEngine(site);
  const lookup = async (title: string) => (edited && title === edited.title ? input.body : shared.lookup(title));
  const engine = createEngine(lookup);
  // Unsaved work that fails is shown in the editor's frame, not written to the site log as a failure of
  // the site (typing a template wrote a render.failed row per pause).
  const source: RenderSource = { engine, lookup, parse: (t) => engine.parse(t.body, t.title), failed: previewFailure, logs: false };
  const facts: RequestFacts = { path: pathname, query: new URLSearchParams(search), origin: canonicalOrigin(site) };
  const standIn: TemplateRecord = {
    uid: edited?.uid ?? 'preview',
    title: edited?.title ?? 'preview',
    permalink,
    type: input.type ?? edited?.type ?? 'page',
    body: input.body,
    updatedAt: new Date(),
  };
  if (!edited || edited.permalink === permalink) return renderTemplate(site, standIn, session, facts, 200, {}, source);
  const match = await templateForPath(site, permalink);
  if (!match) return plainPage(404, 'Nothing to preview', `No published template of this site answers ${pathname}.`);
  const page = match.template.uid === edited.uid ? standIn : match.template;
  return renderTemplate(site, page, session, facts, 200, match.params, source);
}
