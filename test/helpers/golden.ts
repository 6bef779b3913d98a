import { readFileSync } from 'node:fs';
import path from 'node:path';

// A case of the Golden Liquid suite (vendored in test/fixtures/golden-liquid, MIT).
export interface GoldenCase {
  name: string;
  template: string;
  data?: Record<string, unknown>;
  templates?: Record<string, string>;
  result?: string;
  results?: string[];
  invalid?: boolean;
}

// Always the vendored copy, so a clone with nothing beside it tests the same cases as CI.
export const GOLDEN_FIXTURE = path.resolve(__dirname, '../fixtures/golden-liquid/golden_liquid.json');
// The upstream copy beside the repository, when there is one (compared by golden-fixture.test.ts).
export const GOLDEN_SHARED = path.resolve(__dirname, '../../../shared/golden-liquid/golden_liquid.json');

export function goldenCases(): GoldenCase[] {
  return (JSON.parse(readFileSync(GOLDEN_FIXTURE, 'utf8')) as { tests: GoldenCase[] }).tests;
}

export const expected = (c: GoldenCase, out: string) => (c.result !== undefined ? out === c.result : (c.results ?? []).includes(out));

// A known failure: the case's name and why we fail it. The suite's cases have no ids; names are unique.
export type KnownFailures = Record<string, string>;

// Compares the failing cases with the known list, both ways: a newly fixed case and a new failure each
// fail the test (with their names) until the list is updated.
export function diffKnown(failing: Map<string, string>, known: KnownFailures): { newFailures: string[]; fixed: string[] } {
  return {
    newFailures: [...failing].filter(([name]) => !(name in known)).map(([name, got]) => `${name} (got ${got})`),
    fixed: Object.keys(known).filter((name) => !failing.has(name)),
  };
}
