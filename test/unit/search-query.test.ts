import { describe, expect, it } from 'vitest';
import { snippetHtml } from '@/lib/search/snippet';
import { splitLastWord } from '@/lib/search/tsquery';

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
