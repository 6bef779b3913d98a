import { databaseUnreachable } from '@/db/unreachable';
import type { Session } from '@/lib/domains/accounts/auth/session';
import { background } from '@/lib/shared/background';
import { bridgeSlot } from '@/lib/shared/process-singleton';
import { fireHook, hookHasPlugins } from '@/lib/domains/messaging/hooks/fire';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import type { TemplateRecord } from '@/lib/domains/content/templates/reads';
import { pageContext, type CartVariable, type RequestFacts } from './context';
import { visitorCart } from '@/lib/domains/shop/carts/visitor-cart';
import { OUTPUT_LIMIT, RENDER_WORK_LIMITS } from '@/lib/liquid/limits';
import { RenderLog } from './render-log';
import { RENDER_LIMITS } from '@/lib/liquid/engine';
import { renderFetcher } from './fetcher';
import { siteData } from '@/lib/shared/cache/site-data';
import { templateAt, templateForPath } from './lookup';
import { prefetchUrls } from '@/lib/liquid/prefetch';
import { runRender } from '@/lib/liquid/run';
import { SERVICES, type RenderServices } from '@/lib/liquid/services';
import type { Liquid, Template } from 'liquidjs';
import { siteBits } from '@/lib/domains/content/bits/site-bits';
import { parsedTemplate, siteEngine } from './site-engine';
import { collectionSources, COMMENT_SOURCES, POST_SOURCES } from './collection-sources';
import { CollectionOptions } from '@/lib/shared/content/collection-source';
import { saysNotFound } from '@/lib/liquid/tags/not-found';

// Installed by server/server.mjs in a serving worker of tenant lanes (server/lanes.mjs): true while
// the request being served is of a host since moved to the heavy lane, so its long render runs behind.
const laneBackground = () => bridgeSlot('lane-background');

export type PageResult =
  // `platform`: a page the platform wrote itself (not a tenant template), served with a strict CSP.
  // `postUid`: the one post the render resolved (a posts collection by slug that found exactly one), for analytics.
  // `readComments`: the render read the site's comments, so a cached copy holds only for the comments
  // generation it was rendered at.
  // `notFound`: the template said {% not_found %}; resolvePage goes on as if no template had matched.
  // `changesAt`: when the output may first differ although the site has not changed (epoch ms; the
  // clock, chance, a fetch, a pre_render plugin); without it the page is the same until the site changes
  // (how long a cached copy holds: lib/pages/serve.ts).
  | { kind: 'page'; status: number; body: string; contentType: string; platform?: boolean; postUid?: string; readComments?: boolean; notFound?: boolean; changesAt?: number }
  | { kind: 'redirect'; status: number; location: string };

// A render waits for its pre_render plugins at most this long, counted in its own time limit: the
// template keeps the other half. A plugin that has not answered by then (not started: its site's runs
// were all busy; or still running) adds nothing to the page and is logged as a failed run.
const RENDER_HOOK_WAIT_MS = RENDER_WORK_LIMITS.timeMs / 2;

const CONTENT_TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  webmanifest: 'application/manifest+json',
};

function contentTypeOf(permalink: string | null): string {
  const ext = permalink?.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase();
  return (ext && CONTENT_TYPES[ext]) || 'text/html; charset=utf-8';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function plainPage(status: number, title: string, message: string): Extract<PageResult, { kind: 'page' }> {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:10vh auto;padding:0 1rem;color:#222}h1{font-size:3rem;margin:0}</style></head><body><h1>${status}</h1><p>${escapeHtml(message)}</p></body></html>`;
  return { kind: 'page', status, body, contentType: 'text/html; charset=utf-8', platform: true };
}

// The post a render showed: set when exactly one post was looked up by slug, cleared by a second one.
// `comments`: the render read comments (any source of COMMENT_SOURCES, in the page or its partials).
interface Shown {
  uid: string | null;
  several: boolean;
  comments: boolean;
  // When the output may first differ with the site unchanged (Infinity: never).
  changesAt: number;
}

// `search` reads the words of the page's own `?q=` unless the template names them.
const withSearchWords = (source: string, options: Record<string, unknown>, query: URLSearchParams) =>
  source === 'search' && options.q === undefined ? { ...options, q: query.get('q') ?? undefined } : options;

function services(site: SiteRef, fetcher: (url: string) => Promise<unknown>, log: RenderLog, shown: Shown, query: URLSearchParams): RenderServices {
  return {
    site: site.uid,
    fetch: (url) => {
      shown.changesAt = 0;
      return fetcher(url);
    },
    warn: (kind, message, data) => log.write('warn', kind, message, data),
    changesAt: (time) => {
      shown.changesAt = Math.min(shown.changesAt, time);
    },
    collection: async (source, options) => {
      const load = collectionSources[source];
      if (!load) throw new Error(`collection: unknown source "${source}" (known: ${Object.keys(collectionSources).join(', ')})`);
      const parsed = CollectionOptions.parse(withSearchWords(source, options, query));
      // Rows made from comments hold for the comments generation too (a comment moves only that number).
      const comments = COMMENT_SOURCES.has(source);
      if (comments) shown.comments = true;
      const version = comments ? `|c${site.commentsGeneration}` : '';
      // Public rows only, the same for every visitor: shared by every render of the site's generation.
      const rows = await siteData(site, `collection|${source}${version}|${JSON.stringify(parsed)}`, () => load(site.uid, parsed, site));
      if (POST_SOURCES.has(source) && parsed.slug && rows.length === 1 && typeof rows[0]!.uid === 'string') {
        if (shown.uid !== null && shown.uid !== rows[0]!.uid) shown.several = true;
        shown.uid = rows[0]!.uid;
      }
      return rows;
    },
  };
}

// The visitor's cart, loaded on the template's first read of `cart` and shared by its later reads.
function cartVariable(siteUid: string, session: Session | null, facts: RequestFacts): CartVariable {
  let loaded: Promise<unknown> | null = null;
  return () => (loaded ??= visitorCart(siteUid, { cartId: facts.cartId ?? null, userUid: session?.user.uid ?? null }));
}

// Where a render gets its engine, its layouts and partials and its parsed template: the site's shared
// engine of the generation, or a preview's own (lib/pages/preview.ts), which must not leave an unsaved
// body in any shared cache.
export interface RenderSource {
  engine: Liquid;
  lookup: (title: string) => Promise<string | null>;
  parse: (template: TemplateRecord) => Template[];
  // The answer to a failed render (default: a 500 page that points to the site log).
  failed?: (message: string) => PageResult;
  // False: the render writes no site log rows (a preview: its failure is its answer).
  logs?: boolean;
}

function siteSource(site: SiteRef): RenderSource {
  const resolver = siteEngine(site);
  return { engine: resolver.engine, lookup: resolver.lookup, parse: (t) => parsedTemplate(resolver, t) };
}

// Renders one template record as the answer to a request. A failure (syntax, limits, a runaway
// loop, an oversized output) becomes a 500 page and a site log entry, never broken output.
export async function renderTemplate(
  site: SiteRef,
  template: TemplateRecord,
  session: Session | null,
  facts: RequestFacts,
  status = 200,
  params: Record<string, string> = {},
  source: RenderSource = siteSource(site),
): Promise<PageResult> {
  const started = performance.now();
  const resolver = source;
  const log = new RenderLog(site.uid, { path: facts.path, template: template.uid }, `${site.generation}|${template.uid}`, source.logs === false);
  const fetcher = renderFetcher(log);
  const shown: Shown = { uid: null, several: false, comments: false, changesAt: Infinity };
  try {
    // Every prefetch of the page, its layout and partials starts now, concurrently (up to the fetch cap).
    for (const url of await prefetchUrls(template.body, resolver.lookup, RENDER_WORK_LIMITS.fetchesPerRender)) {
      shown.changesAt = 0;
      void fetcher(url);
    }
    // pre_render plugins (each within its own limits, and within the render's): what they return is
    // the template's `plugin`, and may differ from one render to the next.
    if (await hookHasPlugins(site, 'pre_render')) shown.changesAt = 0;
    const plugin = await fireHook(site, 'pre_render', { path: facts.path, template: template.uid }, { waitMs: RENDER_HOOK_WAIT_MS });
    const deadline = started + RENDER_WORK_LIMITS.timeMs;
    const parsed = resolver.parse(template);
    const body = await runRender(resolver.engine, parsed, pageContext(site, template, session, facts, params, await siteBits(site), plugin, cartVariable(site.uid, session, facts)), {
      outputLimit: OUTPUT_LIMIT,
      globals: { [SERVICES]: services(site, fetcher, log, shown, facts.query) },
      deadline,
      share: site.uid,
      lookup: resolver.lookup,
      background: laneBackground(),
    });
    const postUid = shown.uid !== null && !shown.several ? shown.uid : undefined;
    return {
      kind: 'page',
      status,
      body,
      contentType: contentTypeOf(template.permalink),
      ...(postUid ? { postUid } : {}),
      ...(shown.comments ? { readComments: true } : {}),
      ...(shown.changesAt < Infinity ? { changesAt: shown.changesAt } : {}),
    };
  } catch (err) {
    // Not a failure: the page's own answer (nothing logged).
    if (saysNotFound(err)) return { ...plainPage(404, 'Not found', 'There is no page at this address.'), notFound: true };
    // Not the template's fault either: the request answers 503, or a stale copy (lib/pages/serve.ts).
    if (databaseUnreachable(err)) throw err;
    const message = err instanceof Error ? err.message : String(err);
    log.failed(message, { limits: { ...RENDER_LIMITS, ...RENDER_WORK_LIMITS } });
    if (resolver.failed) return resolver.failed(message);
    return plainPage(500, 'Page error', 'This page could not be rendered. The site owner can find the reason in the site log.');
  } finally {
    // Fetches may outlive a failed render: their rows count too, so the summary waits for them
    // (background work of the request: a serverless function stays until it is written).
    background(
      fetcher.settled().then(() => log.finish()),
      'render log summary',
    );
  }
}

export function permalinkOf(path: string): string {
  if (path === '/' || path === '') return '/index';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

// Resolution order (docs/behaviours.md#B-page-resolution): the template with this permalink (unless its render says
// {% not_found %}); the platform's theme files; the site's redirect rules; the /404 template; a plain 404.
export async function resolvePage(site: SiteRef, session: Session | null, facts: RequestFacts, fallbacks: PageFallback[]): Promise<PageResult> {
  const match = await templateForPath(site, permalinkOf(facts.path));
  if (match) {
    const page = await renderTemplate(site, match.template, session, facts, 200, match.params);
    if (page.kind !== 'page' || !page.notFound) return page;
  }
  for (const fallback of fallbacks) {
    const result = await fallback(site, facts);
    if (result) return result;
  }
  const missing = await templateAt(site, '/404');
  if (missing) return renderTemplate(site, missing, session, facts, 404);
  return plainPage(404, 'Not found', 'There is no page at this address.');
}

export type PageFallback = (site: SiteRef, facts: RequestFacts) => Promise<PageResult | null>;
