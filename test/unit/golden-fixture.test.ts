import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FIXTURE, GOLDEN_SHARED } from '../helpers/golden';

const shared = existsSync(GOLDEN_SHARED);
if (!shared) console.warn(`SKIPPED: golden fixture check (${GOLDEN_SHARED} is not there to compare with)`);

describe('vendored Golden Liquid fixture', () => {
  it('has unique case names (the known-failure lists key on them)', () => {
    const names = (JSON.parse(readFileSync(GOLDEN_FIXTURE, 'utf8')) as { tests: { name: string }[] }).tests.map((t) => t.name);
    expect(names.length).toBeGreaterThan(1000);
    expect(new Set(names).size).toBe(names.length);
  });

  it.skipIf(!shared)('equals ../shared/golden-liquid byte for byte', () => {
    expect(readFileSync(GOLDEN_FIXTURE).equals(readFileSync(GOLDEN_SHARED))).toBe(true);
  });
});
