import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/lib/openapi/document';

// The document as it was before operations were declared once each (issue 49): every path and method,
// operationId and answer status it listed must still be there (new ones may be added). The fixture is
// written once with UPDATE_OPENAPI_SNAPSHOT=1 and never rewritten afterwards.
const SNAPSHOT = path.resolve(__dirname, '../fixtures/openapi-before-49.json');

type Paths = Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;

// One line per operation and per answer status: `get /api/v1/redirects getRedirects`, `get /api/v1/redirects 200`.
function facts(paths: Paths): string[] {
  const out: string[] = [];
  for (const [p, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item)) {
      out.push(`${method} ${p} ${op.operationId ?? '(no operationId)'}`);
      for (const status of Object.keys(op.responses ?? {})) out.push(`${method} ${p} ${status}`);
    }
  return out;
}

describe('the OpenAPI document keeps everything it had before issue 49', () => {
  const live = buildOpenApiDocument();
  if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') fs.writeFileSync(SNAPSHOT, `${JSON.stringify(live, null, 2)}\n`);
  const before = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as { paths: Paths };

  it('lists every path, method, operationId and status of the snapshot', () => {
    const now = new Set(facts(live.paths as Paths));
    const expected = facts(before.paths);
    expect(expected.length).toBeGreaterThan(500);
    expect(expected.filter((f) => !now.has(f))).toEqual([]);
  });

  it('the comparison can fail: a missing status is found', () => {
    const paths = structuredClone(before.paths);
    delete paths['/api/v1/redirects']!.get!.responses!['200'];
    const now = new Set(facts(paths));
    expect(facts(before.paths).filter((f) => !now.has(f))).toEqual(['get /api/v1/redirects 200']);
  });
});
