import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Liquid, Template } from 'liquidjs';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { createEngine } from '@/lib/liquid/engine';
import { processSingleton } from '@/lib/process-singleton';
import { siteKey, type SiteVersion } from '@/lib/cache/site-data';
import { renderableTemplate } from '@/lib/templates/renderable';

// Per site and generation: one engine whose partials and layouts resolve by title from the site's
// template records, the bodies it resolved, and parsed page templates. A write to the site moves its
// generation, so the next render builds a fresh engine; the old one ages out of the LRU.
export interface SiteEngine {
  engine: Liquid;
  lookup: (title: string) => Promise<string | null>;
  parsed: Map<string, Template[]>;
}

const engines = processSingleton('site-engines', () => new LRUCache<string, SiteEngine>({ max: 500 }));

// A draft is never a layout or partial (CONTRACT 3a), so a same-titled draft cannot shadow one; nor is
// an email template.
async function bodyByTitle(siteUid: string, title: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ body: templates.body })
    .from(templates)
    .where(liveInSite(templates, siteUid, eq(templates.published, true), renderableTemplate(), eq(templates.title, title)))
    .orderBy(templates.createdAt)
    .limit(1);
  return row?.body ?? null;
}

export function siteEngine(site: SiteVersion): SiteEngine {
  const key = siteKey(site);
  let entry = engines.get(key);
  if (!entry) {
    const bodies = new Map<string, Promise<string | null>>();
    const lookup = (title: string) => {
      let body = bodies.get(title);
      if (!body) {
        body = bodyByTitle(site.uid, title);
        bodies.set(title, body);
        // A failed read is not remembered.
        body.catch(() => bodies.delete(title));
      }
      return body;
    };
    entry = { engine: createEngine(lookup), lookup, parsed: new Map() };
    engines.set(key, entry);
  }
  return entry;
}

export function parsedTemplate(site: SiteEngine, t: { uid: string; title: string; body: string; updatedAt: Date }): Template[] {
  const key = `${t.uid}:${t.updatedAt.getTime()}`;
  let parsed = site.parsed.get(key);
  if (!parsed) {
    parsed = site.engine.parse(t.body, t.title);
    site.parsed.set(key, parsed);
  }
  return parsed;
}
