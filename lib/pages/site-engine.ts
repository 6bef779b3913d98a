import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Liquid, Template } from 'liquidjs';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { templates } from '@/db/schema';
import { processSingleton } from '@/lib/process-singleton';
import { createEngine } from '../liquid/engine';

// Per site: one engine whose partials and layouts resolve by title from the site's template
// records, the bodies it resolved, and parsed page templates keyed by uid and save time.
export interface SiteEngine {
  engine: Liquid;
  lookup: (title: string) => Promise<string | null>;
  bodies: Map<string, string | null>;
  parsed: Map<string, Template[]>;
}

const engines = processSingleton('site-engines', () => new LRUCache<string, SiteEngine>({ max: 500 }));

// A draft is never a layout or partial (CONTRACT 3a), so a same-titled draft cannot shadow one.
async function bodyByTitle(siteUid: string, title: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ body: templates.body })
    .from(templates)
    .where(liveInSite(templates, siteUid, eq(templates.published, true), eq(templates.title, title)))
    .orderBy(templates.createdAt)
    .limit(1);
  return row?.body ?? null;
}

export function siteEngine(siteUid: string): SiteEngine {
  let entry = engines.get(siteUid);
  if (!entry) {
    const bodies = new Map<string, string | null>();
    const lookup = async (title: string) => {
      if (!bodies.has(title)) bodies.set(title, await bodyByTitle(siteUid, title));
      return bodies.get(title) ?? null;
    };
    entry = { engine: createEngine(lookup), lookup, bodies, parsed: new Map() };
    engines.set(siteUid, entry);
  }
  return entry;
}

export function dropSiteEngine(siteUid: string): void {
  engines.delete(siteUid);
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
