import { Liquid, type FS, type Template } from 'liquidjs';
import { LRUCache } from 'lru-cache';
import { customFilters } from './filters';
import { shopifyOperators } from './core/operators';
import { boundFilters } from './core/bounded-filters';
import { SiteParser } from './core/parser';
import { preprocess } from './core/source';
import { indexTokenPositions } from './core/positions';
import { UnknownTag } from './core/unknown-tag';
import { assertOneLiquidRuntime } from './core/one-runtime';
import { unknownFilter } from './core/unknown-filter';
import { toText } from './core/values';
import { registeredTags } from './tags';
import { renderLookup, type TemplateLookup } from './lookup';

function recordFs(lookup: TemplateLookup): FS {
  const missing = (name: string) => new Error(`template "${name}" not found`);
  return {
    exists: async (name) => (await lookup(name)) !== null,
    existsSync: () => false,
    readFile: async (name) => {
      const body = await lookup(name);
      if (body === null) throw missing(name);
      return body;
    },
    readFileSync: (name) => {
      throw missing(name);
    },
    resolve: (_dir, file) => file,
  };
}

export const RENDER_LIMITS = {
  parseLimit: 1_000_000,
  renderLimit: 2_000,
  memoryLimit: 64 * 1024 * 1024,
} as const;

// Token positions by binary search over a line index (lib/liquid/core/positions.ts), not a scan.
indexTokenPositions();

// An engine made without a lookup serves any site: it finds partials and layouts through the lookup of
// the render in progress (./lookup.ts). One made with its own (a preview, a mail, validation) uses
// only that, even inside another render's async context.
const lookupOfRender: TemplateLookup = (name) => (renderLookup() ?? noTemplates)(name);
const noTemplates: TemplateLookup = async () => null;

// Parsed templates per engine, keyed by name and body: records are looked up by title on every render,
// but an unchanged body never needs parsing again (a partial rendered in a 20-post loop parses once),
// and the sites made from one theme share its parsed templates. The name is part of the key because a
// parsed template carries it into error messages: a site never reads another's template names there.
// Parsed tags hold their engine, so the cache cannot be shared between engines. Bounded by source size.
const PARSE_CACHE = { max: 5_000, maxSize: 32 * 1024 * 1024 };

class SiteLiquid extends Liquid {
  private readonly parsed = new LRUCache<string, Template[]>({ ...PARSE_CACHE, sizeCalculation: (_, key) => key.length + 64 });

  constructor(private readonly lookup: TemplateLookup) {
    super({
      fs: recordFs(lookup),
      root: ['/'],
      extname: '',
      cache: false,
      relativeReference: false,
      operators: shopifyOperators,
      // Every {{ }} prints the way Shopify prints values (hashes, floats, nested arrays).
      outputEscape: (value: unknown) => toText(value),
      ...RENDER_LIMITS,
    });
    // Platform rule: an unregistered tag renders as its own text instead of failing the parse.
    const tags = new Proxy(this.tags, {
      get: (target, name: string | symbol) => (typeof name === 'string' ? (target[name] ?? UnknownTag) : undefined),
    });
    Object.defineProperty(this, 'tags', { value: tags });
    // And an unregistered filter passes its input through and is logged (lib/liquid/core/unknown-filter.ts).
    const filters = new Proxy(this.filters, {
      get: (target, name: string | symbol) => (typeof name === 'string' ? (Object.hasOwn(target, name) ? target[name] : unknownFilter(name)) : undefined),
    });
    Object.defineProperty(this, 'filters', { value: filters });
  }

  override parse(html: string, filepath?: string): Template[] {
    const body = String(html);
    const key = `${filepath ?? ''}\u0000${body}`;
    const hit = this.parsed.get(key);
    if (hit) return hit;
    const templates = new SiteParser(this).parse(preprocess(body), filepath);
    this.parsed.set(key, templates);
    return templates;
  }

  // Partials and layouts: looked up by title each time (records may change), parsed through the cache.
  override *_parsePartialFile(file: string): Generator<unknown, Template[], unknown> {
    return this.parse(yield* this.readRecord(file));
  }

  override *_parseLayoutFile(file: string): Generator<unknown, Template[], unknown> {
    return this.parse(yield* this.readRecord(file));
  }

  private *readRecord(file: string): Generator<unknown, string, unknown> {
    const body = (yield this.lookup(file)) as string | null;
    if (body === null) throw new Error(`template "${file}" not found`);
    return body;
  }
}

// The one engine configuration pages, validation and the Golden Liquid test all use.
export function createEngine(lookup: TemplateLookup = lookupOfRender): Liquid {
  assertOneLiquidRuntime();
  const engine = new SiteLiquid(lookup);
  for (const [name, tag] of Object.entries(registeredTags)) engine.registerTag(name, tag);
  for (const [name, filter] of Object.entries(customFilters)) engine.registerFilter(name, filter);
  // Last: every filter registered so far, stock or ours, is charged to the memory limit and bounded.
  boundFilters(engine);
  return engine;
}
