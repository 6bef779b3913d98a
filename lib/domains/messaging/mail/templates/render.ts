import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { siteData, type SiteVersion } from '@/lib/shared/cache/site-data';
import { createEngine } from '@/lib/liquid/engine';
import { runRender } from '@/lib/liquid/run';
import type { Liquid } from 'liquidjs';
import { log } from '@/lib/shared/server-log';
import { escapeHtml } from '../escape';
import { withoutAddresses } from '../send';
import { DEFAULT_TEMPLATES } from './defaults';
import { splitMailSource } from './format';
import { SECRET_OF, templateTitle, type AuthMailKind, type AuthMailValues } from './kinds';
import { htmlProblem, htmlToText, textProblem } from './placement';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// A site's template may take this long in all (its three parts) before the built-in mail is used
// instead: a slow template never holds up the request that sends the mail.
const MAIL_RENDER_MS = 250;
const PART_LIMIT = 200_000;
const SUBJECT_LIMIT = 200;

// One engine for every mail: no partials or layouts (its own lookup finds none, even when a mail is
// sent from within a page's render) and no services, so the fetch and collection tags do nothing (a
// template cannot send anything anywhere while it renders).
const noPartials = async () => null;
// Per bundle, as the pages' engine is (lib/pages/site-engine.ts).
let mailEngine: Liquid | undefined;
const engine = () => (mailEngine ??= createEngine(noPartials));

// The site's override of `kind`: a published, live template of type `email` titled `email/<kind>`
// (a draft, saved by someone below role 3, is never used). Cached per site generation.
export function siteMailTemplate(site: SiteVersion, kind: AuthMailKind): Promise<string | null> {
  return siteData(site, `mail-template|${kind}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ body: templates.body })
      .from(templates)
      .where(liveInSite(templates, site.uid, and(eq(templates.type, 'email'), eq(templates.published, true), eq(templates.title, templateTitle(kind)))))
      .orderBy(asc(templates.createdAt))
      .limit(1);
    return row?.body ?? null;
  });
}

function escapedValues(v: AuthMailValues): AuthMailValues {
  return {
    ...v,
    site: { name: escapeHtml(v.site.name), url: escapeHtml(v.site.url) },
    user: { name: escapeHtml(v.user.name), email: escapeHtml(v.user.email) },
    new_email: escapeHtml(v.new_email),
  };
}

async function renderPart(source: string, scope: AuthMailValues, deadline: number): Promise<string> {
  const liquid = engine();
  return runRender(liquid, liquid.parse(source), scope, { outputLimit: PART_LIMIT, deadline });
}

class TemplateRefused extends Error {}

// Renders one source with markers in place of the secrets, checks where the markers landed, then
// puts the secrets in. Throws when the source fails, is too slow, or places a secret badly.
async function renderSource(kind: AuthMailKind, body: string, values: AuthMailValues, deadline: number): Promise<RenderedMail> {
  const secret = SECRET_OF[kind];
  const marker = `MAIL${randomBytes(12).toString('hex').toUpperCase()}`;
  const markers = secret === 'code' ? { code: marker } : secret === 'link' ? { link: marker } : {};
  const withMarkers: AuthMailValues = { ...values, code: secret === 'code' ? marker : '', link: secret === 'link' ? marker : '' };
  const source = splitMailSource(body);
  const fallback = source.subject === null ? splitMailSource(DEFAULT_TEMPLATES[kind]) : source;
  const subject = (await renderPart(fallback.subject ?? '', withMarkers, deadline)).replace(/\s+/g, ' ').trim().slice(0, SUBJECT_LIMIT);
  const html = (await renderPart(source.html, escapedValues(withMarkers), deadline)).trim();
  const text = source.text === null ? htmlToText(html) : (await renderPart(source.text, withMarkers, deadline)).trim();
  if (!subject) throw new TemplateRefused('the subject is empty');
  const problem =
    textProblem(subject, { code: markers.code }, 'subject') ??
    (markers.link && subject.includes(markers.link) ? 'the subject may not hold {{ link }}' : null) ??
    htmlProblem(html, markers) ??
    textProblem(text, markers, 'plain text');
  if (problem) throw new TemplateRefused(problem);
  if (secret && (!html.includes(marker) || !text.includes(marker))) throw new TemplateRefused(`both the HTML and the plain text must show {{ ${secret} }} as it is`);
  const value = secret === 'code' ? values.code : values.link;
  return {
    subject: subject.replaceAll(marker, value),
    html: html.replaceAll(marker, escapeHtml(value)),
    text: text.replaceAll(marker, value),
  };
}

// The site's override of `kind`, or why it may not be used (it failed, ran over MAIL_RENDER_MS or put
// a secret where it may not stand). The reason names no address or secret: the caller logs it.
export async function renderSiteMail(kind: AuthMailKind, values: AuthMailValues, body: string): Promise<{ mail: RenderedMail } | { refused: string }> {
  try {
    return { mail: await renderSource(kind, body, values, performance.now() + MAIL_RENDER_MS) };
  } catch (err) {
    return { refused: withoutAddresses(err instanceof Error ? err.message : String(err)).slice(0, 500) };
  }
}

// The built-in mail of `kind`.
export async function renderAuthMail(kind: AuthMailKind, values: AuthMailValues): Promise<RenderedMail> {
  try {
    return await renderSource(kind, DEFAULT_TEMPLATES[kind], values, performance.now() + 5_000);
  } catch (err) {
    // The defaults are tested; should one fail anyway, a bare mail still carries what it must.
    log.error({ err: err instanceof Error ? err.message : String(err), kind }, 'built-in mail template failed');
    const secret = SECRET_OF[kind] === 'code' ? values.code : values.link;
    const text = `${kind.replace('_', ' ')}: ${secret}`;
    return { subject: `${values.site.name}: ${kind.replace('_', ' ')}`, text, html: `<p>${escapeHtml(text)}</p>` };
  }
}
