import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFile, sourceFiles } from '../helpers/source-files';

// The behaviours the code relies on where the API specification leaves a choice open live in
// docs/behaviours.md (issue 49): comments cite them by id, and nothing cites a document outside the
// repository (the contract and the specification by section) that a reader cannot open.
const DOC = 'docs/behaviours.md';
// Spelt in parts so that this file does not match itself.
const OUTSIDE = new RegExp(['\\bCON', 'TRACT\\b|site-platform-', 'api\\.md|\u00a7\\s*\\d'].join(''));
const CITATION = /docs\/behaviours\.md#([A-Za-z0-9-]+)/g;
const ANCHOR = /^<a id="(B-[a-z0-9-]+)"><\/a>\n### (B-[a-z0-9-]+): /gm;

// The sources, the two top-level documents and every document of docs/ (the topics ARCHITECTURE.md links).
const docsFiles = () =>
  readdirSync(path.resolve(__dirname, '../../docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
const documents = () => [...sourceFiles(), ...['README.md', 'ARCHITECTURE.md', ...docsFiles()].map((file) => ({ file, text: repoFile(file) }))];

describe('pinned behaviours', () => {
  it('are defined once each, an anchor and its heading', () => {
    const found = [...repoFile(DOC).matchAll(ANCHOR)];
    expect(found.length).toBeGreaterThan(30);
    for (const [, anchor, heading] of found) expect(heading).toBe(anchor);
    const ids = found.map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('are cited by ids that exist', () => {
    const ids = new Set([...repoFile(DOC).matchAll(ANCHOR)].map((m) => m[1]));
    const cited = documents().flatMap(({ file, text }) => [...text.matchAll(CITATION)].map((m) => ({ file, id: m[1]! })));
    expect(cited.length).toBeGreaterThan(80);
    expect(cited.filter(({ id }) => !ids.has(id))).toEqual([]);
  });

  it('are never cited from a document outside the repository', () => {
    const citing = documents()
      .filter(({ text }) => OUTSIDE.test(text))
      .map(({ file, text }) => `${file}:${text.slice(0, text.search(OUTSIDE)).split('\n').length}`);
    expect(citing).toEqual([]);
  });
});
