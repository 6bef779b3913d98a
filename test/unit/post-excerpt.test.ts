import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, htmlText, postExcerpt } from '@/lib/domains/content/posts/excerpt';

const excerpt = (body: string, data: Record<string, unknown> = {}) => postExcerpt({ body, data }, 'site');

describe('post excerpts (issue 47: a card showed `**ten days**`)', () => {
  it('is the text of the rendered Markdown, not its source', async () => {
    expect(await excerpt('Rested for **ten days**, then _baked_.\n\n## Notes\n\n- [starter](https://example.com) fed\n- `rye` only')).toBe(
      'Rested for ten days, then baked. Notes starter fed rye only',
    );
  });

  it('keeps words of HTML paragraphs apart, decodes entities, drops images and unsafe HTML', async () => {
    expect(await excerpt('<p>One.</p><p>Two &amp; three&hellip;</p><img src="https://example.com/a.png" alt="a picture"><script>alert(1)</script>')).toBe('One. Two & three…');
    expect(await excerpt('Fish &lt;3 chips, 2 < 3 > 1 "quoted"')).toBe('Fish <3 chips, 2 < 3 > 1 "quoted"');
    expect(htmlText('<h2>A</h2><p>b<br>c</p><ul><li>d</li><li>e</li></ul>')).toBe('A b c d e');
  });

  it("prefers the post's own data.excerpt, and is empty for an empty body", async () => {
    expect(await excerpt('**Body**', { excerpt: '  Own   words ' })).toBe('Own words');
    expect(await excerpt('**Body**', { excerpt: 7 })).toBe('Body');
    expect(await excerpt('   ')).toBe('');
  });

  it('is about the first 500 characters, ended at a word, whatever the length of the body', async () => {
    const long = `${'word '.repeat(5000)}`;
    const text = await excerpt(long);
    expect(text.length).toBeLessThanOrEqual(EXCERPT_CHARS);
    expect(text.length).toBeGreaterThan(EXCERPT_CHARS - 10);
    expect(text.endsWith('word')).toBe(true);
  });
});
