import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';
import { MARKDOWN_MAX_INPUT, renderMarkdown } from '@/lib/liquid/filters/markdown';

describe('markdown filter', () => {
  it('renders Markdown: headings, emphasis, lists, code, quotes and tables', () => {
    const html = renderMarkdown('# Title\n\n*a* **b** `c`\n\n- one\n- two\n\n> quoted\n\n| h |\n|---|\n| d |\n\n```js\nx()\n```');
    for (const part of ['<h1>Title</h1>', '<em>a</em>', '<strong>b</strong>', '<code>c</code>', '<li>one</li>', '<blockquote>', '<table>', '<td>d</td>', '<pre><code class="language-js">']) {
      expect(html).toContain(part);
    }
  });

  it('drops script and style blocks, event handler attributes and frames', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><style>body{}</style>\n\n<img src="https://x.test/a.png" onerror="alert(2)"><iframe src="https://evil.test"></iframe><p onclick="alert(3)">p</p>',
    );
    expect(html).not.toMatch(/<script|alert\(1\)|<style|onerror|onclick|<iframe/i);
    expect(html).toContain('<img src="https://x.test/a.png" />');
  });

  it('keeps http(s), mailto and relative links with rel="noopener nofollow ugc"; drops javascript: and data: URLs', () => {
    const html = renderMarkdown('[a](https://a.test) [b](/local) [c](mailto:x@y.test) [d](javascript:alert(1)) [e](JaVaScRiPt:alert(1)) <a href="data:text/html,x">f</a> ![i](javascript:alert(1))');
    expect(html).toContain('<a href="https://a.test" rel="noopener nofollow ugc">a</a>');
    expect(html).toContain('<a href="/local" rel="noopener nofollow ugc">b</a>');
    expect(html).toContain('href="mailto:x@y.test"');
    expect(html).not.toMatch(/javascript:|data:text/i);
  });

  it('is a Liquid filter that escapes nothing twice and renders nil as empty', async () => {
    const e = createEngine();
    expect(await e.parseAndRender('{{ b | markdown }}', { b: 'x & <b>y</b> <script>z</script>' })).toBe('<p>x &amp; y </p>\n');
    expect(await e.parseAndRender('[{{ nothing | markdown }}]', {})).toBe('[]');
  });

  it('cuts an input over the cap instead of parsing all of it', () => {
    const html = renderMarkdown('a'.repeat(MARKDOWN_MAX_INPUT + 100_000));
    expect(html.length).toBeLessThan(MARKDOWN_MAX_INPUT + 100);
  });
});
