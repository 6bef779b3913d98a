import { filterDocs } from './filters';
import { STANDARD_FILTER_DOCS, STANDARD_TAG_DOCS } from './standard-docs';
import { tagDocs } from './tags';
import type { NameDoc } from './name-doc';

// The docs of the given registered names: a tag or filter file's own doc over the standard table. A
// name with neither is left out here, and a unit test (test/unit/manifest.test.ts) fails on it.
export function docsFor(kind: 'tags' | 'filters', names: readonly string[]): Record<string, NameDoc> {
  const own = kind === 'tags' ? tagDocs : filterDocs;
  const standard = kind === 'tags' ? STANDARD_TAG_DOCS : STANDARD_FILTER_DOCS;
  const out: Record<string, NameDoc> = {};
  for (const name of names) {
    const doc = own[name] ?? standard[name];
    if (doc) out[name] = doc;
  }
  return out;
}
