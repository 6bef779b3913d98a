import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { processSingleton } from '@/lib/shared/process-singleton';

// Every answer the integration tests receive is checked against the OpenAPI document (issue 26): an
// API answer whose status the operation does not list is a finding, and a test file with findings
// fails in its afterAll. Requests that match no documented path (site pages, unknown paths) are left
// to the tests that make them. The statuses come from global-setup, which builds the document once.
interface Template {
  path: string;
  pattern: RegExp;
  params: number;
  statuses: Record<string, string[]>;
}

let templates: Template[] | null = null;
function paths(): Template[] {
  if (templates) return templates;
  templates = Object.entries(inject('documentedStatuses'))
    .map(([path, statuses]) => {
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return { path, pattern: new RegExp(`^${source}$`), params: (path.match(/\{/g) ?? []).length, statuses };
    })
    // A literal path wins over a template that would also match it (`/templates/validate` over `/templates/{uid}`).
    .sort((a, b) => a.params - b.params);
  return templates;
}

// One per process (packages/runtime-bridge): integration files share one module registry (vitest.config.ts, isolate: false),
// where this setup file runs again for each file while test/helpers/http.ts keeps the instance it
// imported first. Each file's afterAll reports and clears them.
interface Findings {
  findings: Set<string>;
  // `METHOD path` of every documented operation that answered in this file, for global-setup's coverage report.
  answered: Set<string>;
}
const { findings, answered } = processSingleton<Findings>('test.documented', () => ({ findings: new Set(), answered: new Set() }));

export function checkDocumented(method: string, rawPath: string, status: number): void {
  const path = rawPath.split('?')[0]!.replace(/^\/auth\//, '/api/v1/auth/');
  // A CORS preflight is the browser's question, not an operation of the API.
  if (method === 'OPTIONS') return;
  const asked = method === 'HEAD' ? 'GET' : method;
  const documented = paths().find((p) => p.pattern.test(path));
  if (!documented) return;
  const statuses = documented.statuses[asked];
  // A documented path asked with a method it does not have answers 405, with the methods it has.
  if (!statuses) {
    if (status !== 405) findings.add(`${method} ${documented.path} (no such operation) answered ${status}, not 405`);
    return;
  }
  answered.add(`${asked} ${documented.path}`);
  if (!statuses.includes(String(status))) findings.add(`${method} ${documented.path} answered ${status}, which the document does not list (${statuses.join(', ')})`);
}

// Registered for every integration file (vitest.config.ts setupFiles).
afterAll(() => {
  fs.writeFileSync(path.join(inject('documentedCoverageDir'), `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify([...answered]));
  answered.clear();
  const found = [...findings];
  findings.clear();
  // Listed whole in the message (a diff of a long array is cut short).
  expect(found, `answers the OpenAPI document does not list:\n${found.join('\n')}`).toEqual([]);
});
