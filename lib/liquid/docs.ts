import { FILTERS } from './filters';
import { STOCK_FILTERS, STOCK_TAGS } from './stock';
import { TAGS } from './tags';
import type { NameDoc } from './declare';

const DOCS = {
  tags: new Map<string, NameDoc>([...Object.entries(STOCK_TAGS), ...TAGS.map((t): [string, NameDoc] => [t.name, t.doc])]),
  filters: new Map<string, NameDoc>([...Object.entries(STOCK_FILTERS).map(([name, { doc }]): [string, NameDoc] => [name, doc]), ...FILTERS.map((f): [string, NameDoc] => [f.name, f.doc])]),
};

// The docs of the given registered names, from their declarations or liquidjs's table (./stock.ts). A
// name with neither is left out here, and a unit test (test/unit/manifest.test.ts) fails on it.
export function docsFor(kind: 'tags' | 'filters', names: readonly string[]): Record<string, NameDoc> {
  const out: Record<string, NameDoc> = {};
  for (const name of names) {
    const doc = DOCS[kind].get(name);
    if (doc) out[name] = doc;
  }
  return out;
}
