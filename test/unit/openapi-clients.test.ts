import fs from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, UNKNOWN } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/lib/openapi/document';

// What client generators and linters see (issue 26): Redocly's recommended rules with no error and no
// warning, and the generated client types committed in test/client/api-types.ts kept equal to the
// document (`npm run openapi:types` rewrites them), so a change to the document shows in review and
// fails the typed-client test when it breaks a call.
const TYPES_FILE = path.resolve(__dirname, '../client/api-types.ts');
const HEADER = '// Generated from the OpenAPI document by `npm run openapi:types` (openapi-typescript). Do not edit.\n\n';

describe('the OpenAPI document for client tooling', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApiDocument()), absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`);
    expect(found, found.join('\n')).toEqual([]);
  }, 60_000);

  it('matches the committed client types (npm run openapi:types)', async () => {
    const doc = buildOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0];
    // Any JSON value (the self-referencing JsonValue) is `unknown` to TypeScript: a member of the
    // generated interface cannot refer to itself.
    const ast = await openapiTS(doc, { transform: (_schema, meta) => (meta.path === '#/components/schemas/JsonValue' ? UNKNOWN : undefined) });
    const generated = HEADER + astToString(ast);
    if (process.env.UPDATE_OPENAPI_TYPES === '1') fs.writeFileSync(TYPES_FILE, generated);
    const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
    expect(committed === generated, 'test/client/api-types.ts is stale: run `npm run openapi:types` and commit it').toBe(true);
  }, 60_000);
});
