import { LRUCache } from 'lru-cache';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { processSingleton } from '@/lib/process-singleton';
import type { FilterThis } from '../core/filter-args';
import type { NameDoc } from '../docs';

// Bodies past this are cut before parsing: one call stays bounded in time and memory (128 KiB, about
// 20,000 words, parses in under 10 ms; a call holds the event loop for all of it).
export const MARKDOWN_MAX_INPUT = 128 * 1024;

const marked = new Marked({ gfm: true, async: false });

// Post bodies are user content (CONTRACT 3a): whatever HTML the Markdown carries or produces, only
// this allowlist survives; links get rel="noopener nofollow ugc", URLs only http(s), mailto or relative.
const ALLOW: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'em',
    'strong',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['align'], td: ['align'], code: ['class'] },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc' }) },
};

// Parsing and sanitising cost a few ms per 10 KB; the same body renders on many pages and
// requests, so results are kept by source text (bounded by total size).
const rendered = processSingleton('markdown-html', () => new LRUCache<string, string>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (html, src) => html.length + src.length + 1 }));

export function renderMarkdown(source: string): string {
  const text = source.length > MARKDOWN_MAX_INPUT ? source.slice(0, MARKDOWN_MAX_INPUT) : source;
  const hit = rendered.get(text);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(marked.parse(text, { async: false }), ALLOW);
  rendered.set(text, html);
  return html;
}

// `{{ post.body | markdown }}`: Markdown to sanitised HTML; nil is empty.
export default function markdown(this: FilterThis, input: unknown): string {
  if (input === null || input === undefined) return '';
  const source = String(input);
  // Parsing, the HTML tree and the output are each about the input's size.
  this.context.memoryLimit.use(Math.min(source.length, MARKDOWN_MAX_INPUT) * 4);
  return renderMarkdown(source);
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'string | markdown', summary: 'Renders Markdown to HTML (raw HTML in the source is escaped).' };
