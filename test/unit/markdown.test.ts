import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';
import { MARKDOWN_MAX_INPUT, renderMarkdown } from '@/lib/liquid/filters/markdown';

describe('markdown filter', () => {
  it('renders Markdown: headings, emphasis, lists, code, quotes and tables', async () => {
    const html = await renderMarkdown('# Title\n\n*a* **b** `c`\n\n- one\n- two\n\n> quoted\n\n| h |\n|---|\n| d |\n\n```js\nx()\n```');
    for (const part of ['<h1>Title</h1>', '<em>a</em>', '<strong>b</strong>', '<code>c</code>', '<li>one</li>', '<blockquote>', '<table>', '<td>d</td>', '<pre><code class="language-js">']) {
      expect(html).toContain(part);
    }
  });

  it('drops script and style blocks, event handler attributes and frames', async () => {
    const html = await renderMarkdown(
      'Hi <script>alert(1)</script><style>body{}</style>\n\n<img src="https://x.test/a.png" onerror="alert(2)"><iframe src="https://evil.test"></iframe><p onclick="alert(3)">p</p>',
    );
    expect(html).not.toMatch(/<script|alert\(1\)|<style|onerror|onclick|<iframe/i);
    expect(html).toContain('<img src="https://x.test/a.png" />');
  });

  it('keeps http(s), mailto and relative links with rel="noopener nofollow ugc"; drops javascript: and data: URLs', async () => {
    const html = await renderMarkdown(
      '[a](https://a.test) [b](/local) [c](mailto:x@y.test) [d](javascript:alert(1)) [e](JaVaScRiPt:alert(1)) <a href="data:text/html,x">f</a> ![i](javascript:alert(1))',
    );
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

  it('cuts an input over the cap instead of parsing all of it', async () => {
    const html = await renderMarkdown('a'.repeat(MARKDOWN_MAX_INPUT + 100_000));
    expect(html.length).toBeLessThan(MARKDOWN_MAX_INPUT + 100);
  });
});

describe('markdown filter without a hold on the event loop (issue 23)', () => {
  it('keeps GFM tables (with alignment), strikethrough, links from URLs and e-mail addresses', async () => {
    const html = await renderMarkdown('| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n~~gone~~ see https://x.test/a or mail a@b.test');
    expect(html).toContain('<th align="center">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toMatch(/<(del|s)>gone<\/(del|s)>/);
    expect(html).toContain('<a href="https://x.test/a" rel="noopener nofollow ugc">https://x.test/a</a>');
    expect(html).toContain('<a href="mailto:a@b.test" rel="noopener nofollow ugc">a@b.test</a>');
    expect(await renderMarkdown('see www.example.com')).toContain('<a href="http://www.example.com" rel="noopener nofollow ugc">www.example.com</a>');
  });

  it('converts long bodies in a worker thread, the same HTML as inline', async () => {
    const body = '# T\n\n' + 'Some *text* with [a link](https://x.test) and `code`.\n\n'.repeat(200);
    const pending = renderMarkdown(body, { site: 'unit', deadline: performance.now() + 20_000 });
    expect(pending).toBeInstanceOf(Promise);
    const html = await pending;
    expect(html.startsWith('<h1>T</h1>')).toBe(true);
    expect(html).toContain('<em>text</em> with <a href="https://x.test" rel="noopener nofollow ugc">a link</a>');
  });

  it("converts CommonMark's pathological inputs of 128 KiB in linear time (marked took over 10 s on 32 KiB of __a)", async () => {
    const inputs = ['__a', '*a', '[a', '[ (](', '`a', '> ', '* ', '&#', '<a', 'a_ ', '[a](<b'].map((unit) => unit.repeat(Math.floor(MARKDOWN_MAX_INPUT / unit.length)));
    for (const [i, input] of inputs.entries()) {
      const started = performance.now();
      const html = await renderMarkdown(input + ` ${i}`, { site: 'unit', deadline: performance.now() + 20_000 });
      expect(typeof html).toBe('string');
      expect(performance.now() - started, input.slice(0, 8)).toBeLessThan(5000);
    }
  }, 60_000);

  it('gives up a conversion at its render deadline', async () => {
    const body = 'x'.repeat(10_000) + ' *a* ';
    await expect(renderMarkdown(body, { site: 'unit', deadline: performance.now() - 1 })).rejects.toThrow(/time limit/);
  });
});
