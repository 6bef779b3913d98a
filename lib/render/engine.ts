import { Liquid, type FS } from 'liquidjs';
import { customFilters } from './filters';
import { customTags } from './tags';

// Named partials and layouts: the site's template records, looked up by title.
export interface TemplateLookup {
  (name: string): Promise<string | null>;
}

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

const noTemplates: TemplateLookup = async () => null;

// The one engine configuration pages, validation and the Golden Liquid test all use.
export function createEngine(lookup: TemplateLookup = noTemplates): Liquid {
  const engine = new Liquid({
    fs: recordFs(lookup),
    root: ['/'],
    extname: '',
    cache: false,
    relativeReference: false,
    ...RENDER_LIMITS,
  });
  for (const [name, tag] of Object.entries(customTags)) engine.registerTag(name, tag);
  for (const [name, filter] of Object.entries(customFilters)) engine.registerFilter(name, filter);
  return engine;
}
