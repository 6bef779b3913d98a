import { describe, expect, it } from 'vitest';
import { shortName } from '@/lib/pages/theme/web-manifest';

describe('web manifest short_name', () => {
  it('keeps a short name, cuts a long one at a word and never ends in a space', () => {
    expect(shortName('Bakery')).toBe('Bakery');
    expect(shortName('  Bakery  ')).toBe('Bakery');
    expect(shortName('Noisy noisy neighbour')).toBe('Noisy noisy');
    expect(shortName('Noisy noisy  x')).toBe('Noisy noisy');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
    for (const name of ['Noisy noisy neighbour', 'a b c d e f g h i', 'Twelve chars x']) {
      const s = shortName(name);
      expect(s.length).toBeLessThanOrEqual(12);
      expect(s).toBe(s.trim());
    }
  });
});
