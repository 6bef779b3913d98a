import { LRUCache } from 'lru-cache';
import type { Liquid, Template } from 'liquidjs';
import { createEngine } from '@/lib/liquid/engine';
import { processSingleton } from '@/lib/shared/process-singleton';
import { siteKey, type SiteVersion } from '@/lib/shared/cache/site-data';
import { publishedBodyByTitle } from '@/lib/domains/content/templates/reads';

// One Liquid engine (per bundle, below) renders every site's pages: it holds no site's data, and each render names the
// lookup its partials and layouts come from (lib/liquid/lookup.ts). Its parse cache is keyed by a
// template's name and body, so ten thousand sites made from one theme parse it once, not once each
// (an engine per site and generation, in an LRU of 500, rebuilt and re-parsed for every site past 500).
// Per site and generation: the lookup, remembering the bodies it resolved. A write to the site moves
// its generation, so the next render reads anew; the old entry ages out of the LRU.
export interface SiteEngine {
  engine: Liquid;
  lookup: (title: string) => Promise<string | null>;
}

// One per bundle, not per process: an engine carries its bundle's classes (the not_found signal, the
// loop drops), and the pipeline that reads what it throws and makes must be of the same bundle. Under
// `npm start` the outer server's pipeline (instrumentation's bundle) and Next's routes each have one;
// a page rendered by an engine of the other bundle answered 500 for {% not_found %}.
let engine: Liquid | undefined;
const sharedEngine = () => (engine ??= createEngine());
// Entries hold only the bodies a site's renders asked for, and equal bodies are held once: the sites
// of one theme share its layout and partials, so ten thousand lookups cost little more than one.
const lookups = processSingleton('site-lookups', () => new LRUCache<string, SiteEngine['lookup']>({ max: 20_000 }));
const bodies = processSingleton('template-bodies', () => new LRUCache<string, string>({ max: 10_000, maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => body.length + 64 }));

function held(body: string): string {
  const known = bodies.get(body);
  if (known !== undefined) return known;
  bodies.set(body, body);
  return body;
}

// A draft is never a layout or partial, nor is an email template (lib/domains/content/templates/reads.ts).
async function bodyByTitle(siteUid: string, title: string): Promise<string | null> {
  const body = await publishedBodyByTitle(siteUid, title);
  return body === null ? null : held(body);
}

function siteLookup(site: SiteVersion): SiteEngine['lookup'] {
  const resolved = new Map<string, Promise<string | null>>();
  return (title: string) => {
    let body = resolved.get(title);
    if (!body) {
      body = bodyByTitle(site.uid, title);
      resolved.set(title, body);
      // A failed read is not remembered.
      body.catch(() => resolved.delete(title));
    }
    return body;
  };
}

export function siteEngine(site: SiteVersion): SiteEngine {
  const key = siteKey(site);
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = siteLookup(site);
    lookups.set(key, lookup);
  }
  return { engine: sharedEngine(), lookup };
}

export function parsedTemplate(site: SiteEngine, t: { title: string; body: string }): Template[] {
  return site.engine.parse(t.body, t.title);
}
