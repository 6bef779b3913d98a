import { readFileSync } from 'node:fs';
import path from 'node:path';

// A case of the Golden Liquid suite (../shared/golden-liquid, read in place, never copied).
export interface GoldenCase {
  name: string;
  template: string;
  data?: Record<string, unknown>;
  templates?: Record<string, string>;
  result?: string;
  results?: string[];
  invalid?: boolean;
}

const SUITE = path.resolve(process.cwd(), '../shared/golden-liquid/golden_liquid.json');

export function goldenCases(): GoldenCase[] {
  return (JSON.parse(readFileSync(SUITE, 'utf8')) as { tests: GoldenCase[] }).tests;
}

export const expected = (c: GoldenCase, out: string) => (c.result !== undefined ? out === c.result : (c.results ?? []).includes(out));
