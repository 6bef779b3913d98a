import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildOpenApiDocument } from '@/lib/openapi/document';
import { startServer, type DbKind } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    dbKind: DbKind;
    dataDir: string;
    // path → METHOD → the statuses the OpenAPI document lists (test/helpers/documented.ts).
    documentedStatuses: Record<string, Record<string, string[]>>;
    // Where each test file writes the operations that answered it (the coverage report below).
    documentedCoverageDir: string;
  }
}

function documentedStatuses(): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  for (const [path, item] of Object.entries(buildOpenApiDocument().paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
      if (op.responses) (out[path] ??= {})[method.toUpperCase()] = Object.keys(op.responses);
    }
  }
  return out;
}

// One real server per integration run, on the database named by TEST_DB (pglite by default).
export default async function setup(project: TestProject) {
  const kind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const server = await startServer(kind);
  project.provide('serverUrl', server.url);
  project.provide('dbKind', kind);
  project.provide('dataDir', server.dataDir);
  const statuses = documentedStatuses();
  project.provide('documentedStatuses', statuses);
  const coverageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'documented-'));
  project.provide('documentedCoverageDir', coverageDir);
  return async () => {
    await server.stop();
    reportCoverage(statuses, coverageDir);
  };
}

// Which documented operations the run's answers were checked against (test/helpers/documented.ts).
function reportCoverage(statuses: Record<string, Record<string, string[]>>, dir: string): void {
  const answered = new Set<string>();
  for (const file of fs.readdirSync(dir)) for (const op of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as string[]) answered.add(op);
  fs.rmSync(dir, { recursive: true, force: true });
  const all = Object.entries(statuses).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`));
  const missing = all.filter((op) => !answered.has(op));
  const report = `response validation: ${all.length - missing.length} of ${all.length} documented operations answered the integration tests${missing.length ? `; not exercised:\n  ${missing.join('\n  ')}` : ''}`;
  console.log(report);
  // `npm test` runs every file and asks for all of them (a run of a few files cannot cover them all).
  if (process.env.DOCUMENTED_COVERAGE === 'all' && missing.length) throw new Error(`${report}\nEvery documented operation needs an integration test whose answer is checked.`);
}
