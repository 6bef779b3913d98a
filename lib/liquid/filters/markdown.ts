import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/lib/shared/process-singleton';
import type { FilterThis } from '../core/filter-args';
import { renderDeadline } from '../core/deadline';
import { markdownToSafeHtml } from '../markdown/convert.mjs';
import { convertInWorker } from '../markdown/pool';
import { servicesOf } from '../services';
import { defineFilter } from '../declare';

// Bodies past this are cut before parsing: one call stays bounded in time and memory.
export const MARKDOWN_MAX_INPUT = 128 * 1024;
// Up to this size a body is converted on the calling thread (a few milliseconds at worst, less than a
// round trip to a worker would cost for the short bodies most pages show); longer ones go to the
// worker pool (lib/liquid/markdown/pool.ts), so no site's Markdown holds the event loop.
const MARKDOWN_INLINE_MAX = 1024;

// Parsing and sanitising cost a few ms per 10 KB; the same body renders on many pages and
// requests, so results are kept by source text (bounded by total size).
const rendered = processSingleton('markdown-html', () => new LRUCache<string, string>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (html, src) => html.length + src.length + 1 }));

export interface MarkdownOptions {
  // Whose work it is (the worker pool takes sites in turn) and when the caller stops waiting.
  site?: string;
  deadline?: number;
}

// Markdown to sanitised HTML: a string when cached or short, else a promise of the worker's answer.
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string | Promise<string> {
  const text = source.length > MARKDOWN_MAX_INPUT ? source.slice(0, MARKDOWN_MAX_INPUT) : source;
  const hit = rendered.get(text);
  if (hit !== undefined) return hit;
  if (text.length <= MARKDOWN_INLINE_MAX) {
    const html = markdownToSafeHtml(text);
    rendered.set(text, html);
    return html;
  }
  return convertInWorker(text, options.site ?? '', options.deadline ?? performance.now() + 2000).then((html) => {
    rendered.set(text, html);
    return html;
  });
}

// `{{ post.body | markdown }}`: Markdown to sanitised HTML; nil is empty.
function markdown(this: FilterThis, input: unknown): string | Promise<string> {
  if (input === null || input === undefined) return '';
  const source = String(input);
  // Parsing, the HTML tree and the output are each about the input's size.
  this.context.memoryLimit.use(Math.min(source.length, MARKDOWN_MAX_INPUT) * 4);
  return renderMarkdown(source, { site: servicesOf(this.context).site, deadline: renderDeadline(this.context) });
}

export default defineFilter({
  name: 'markdown',
  arity: 'unchecked',
  doc: {
    syntax: 'string | markdown',
    summary:
      'Renders Markdown (CommonMark with tables, ~~strikethrough~~ and links from URLs, www. and e-mail addresses; the first 128 KiB) to HTML; raw HTML in the source keeps only an allowlist of tags and attributes.',
  },
  impl: markdown,
});
