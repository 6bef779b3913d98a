import { and, eq, isNotNull, like, notLike, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { siteData, type SiteVersion } from '@/lib/shared/cache/site-data';
import { renderableTemplate } from './renderable';

// Every read of the templates table: the writes are in ./operations.ts, and the page pipeline
// (lib/pages) asks here instead of querying the table itself, so what "published" and "renderable"
// mean is decided in one folder. The reads cached per site generation keep their siteData keys:
// a template write moves the generation, which retires them all.

export type TemplateRow = typeof templates.$inferSelect;

// What a render needs of a template.
export interface TemplateRecord {
  uid: string;
  title: string;
  permalink: string | null;
  type: string;
  body: string;
  updatedAt: Date;
}

const recordColumns = {
  uid: templates.uid,
  title: templates.title,
  permalink: templates.permalink,
  type: templates.type,
  body: templates.body,
  updatedAt: templates.updatedAt,
};

// Only published templates answer a page, a layout or a partial: a draft is never rendered nor
// matched by a path, nor is an email template.
const published = (siteUid: string, ...where: SQL[]) => liveInSite(templates, siteUid, eq(templates.published, true), renderableTemplate(), ...where);

// A live template by uid, draft or published (the editor's template: preview, validation, history,
// and the writes' own checks).
export async function liveTemplate(siteUid: string, uid: string): Promise<TemplateRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(templates)
    .where(liveInSite(templates, siteUid, eq(templates.uid, uid)))
    .limit(1);
  return row;
}

// The published template at exactly this permalink. Misses are cached too; the site's generation
// moves with any template write, so a new permalink is found at once.
export function publishedTemplateAt(site: SiteVersion, permalink: string): Promise<TemplateRecord | null> {
  return siteData(site, `template|${permalink}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select(recordColumns)
      .from(templates)
      .where(published(site.uid, eq(templates.permalink, permalink)))
      .limit(1);
    return row ?? null;
  });
}

// The published templates whose permalink has `:name` segments (`/blog/:slug`); lib/pages/lookup.ts
// matches a path against them.
export function permalinkPatterns(site: SiteVersion): Promise<TemplateRecord[]> {
  return siteData(site, 'patterns', async () => {
    const db = await getDb();
    return db
      .select(recordColumns)
      .from(templates)
      .where(published(site.uid, like(templates.permalink, '%/:%')));
  });
}

// The body of a layout or partial by name, the oldest first when titles repeat. A same-titled draft
// cannot shadow a published one, nor an email template. Not cached here: the engine's per-generation
// lookup (lib/pages/site-engine.ts) remembers what it resolved.
export async function publishedBodyByTitle(siteUid: string, title: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ body: templates.body })
    .from(templates)
    .where(published(siteUid, eq(templates.title, title)))
    .orderBy(templates.createdAt)
    .limit(1);
  return row?.body ?? null;
}

// The names a layout or partial can be included by, shared by every validation of the generation
// (./validate.ts).
export const publishedTitles = (site: SiteVersion): Promise<string[]> =>
  siteData(site, 'template-titles', async () => {
    const db = await getDb();
    const rows = await db.selectDistinct({ title: templates.title }).from(templates).where(published(site.uid));
    return rows.map((r) => r.title);
  });

// Pages with a fixed permalink, in permalink order (the sitemap: patterns and the 404 page are not
// addresses of their own).
export async function publishedPagePermalinks(siteUid: string) {
  const db = await getDb();
  return db
    .select({ permalink: templates.permalink, updatedAt: templates.updatedAt })
    .from(templates)
    .where(liveInSite(templates, siteUid, and(eq(templates.published, true), isNotNull(templates.permalink), eq(templates.type, 'page'), notLike(templates.permalink, '%/:%'))))
    .orderBy(templates.permalink);
}
