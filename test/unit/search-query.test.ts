import { describe, expect, it } from 'vitest';
import { correctableWords, withReplacements } from '@/lib/domains/content/search/correct';
import { snippetHtml } from '@/lib/domains/content/search/snippet';
import { splitLastWord } from '@/lib/domains/content/search/tsquery';

describe('search as you type', () => {
  it('takes the last word as a prefix only while it is being typed', () => {
    expect(splitLastWord('cold bre')).toEqual({ head: 'cold ', last: 'bre' });
    expect(splitLastWord('Café')).toEqual({ head: '', last: 'café' });
    expect(splitLastWord('"cold brew" ic')).toEqual({ head: '"cold brew" ', last: 'ic' });
    // Finished, quoted, negated, an operator, after `or`, inside an open quote: as typed.
    for (const q of ['cold brew ', '"cold brew"', 'cold -brew', 'cold or', 'cold or bre', '"cold bre', 'a:*b', 'x-y']) expect(splitLastWord(q)).toEqual({ head: q, last: null });
  });
});

describe('snippets', () => {
  it('escapes the text whole, then turns only the markers into <mark>', () => {
    expect(snippetHtml('<b>5 & "6"</b> \uE000it\'s\uE001 <mark>')).toBe('&lt;b&gt;5 &amp; &quot;6&quot;&lt;/b&gt; <mark>it&#39;s</mark> &lt;mark&gt;');
  });
});

describe('typo correction of a search', () => {
  const words = (q: string) => correctableWords(q).map((s) => s.word);
  it('takes the words a correction may replace: letters, 3 to 40, not `or`, not left out', () => {
    expect(words('Espreso')).toEqual(['espreso']);
    expect(words('"cold brw" or ice -decaf x-tra 250g ab')).toEqual(['cold', 'brw', 'ice', 'tra']);
    expect(words(`Café ${'a'.repeat(41)}`)).toEqual(['café']);
  });

  it('replaces only those words, keeping the quotes, operators and spaces as typed', () => {
    const better = new Map([
      ['espreso', 'espresso'],
      ['brw', 'brew'],
    ]);
    const fix = (q: string) => withReplacements(q, correctableWords(q), better);
    expect(fix('espreso')).toBe('espresso');
    expect(fix('Espreso "cold brw" -espreso ')).toBe('espresso "cold brew" -espreso ');
    // Nothing better: no correction at all (null, not the same text).
    expect(fix('cold brew')).toBeNull();
    expect(withReplacements('brew', correctableWords('brew'), new Map([['brew', 'brew']]))).toBeNull();
  });
});
