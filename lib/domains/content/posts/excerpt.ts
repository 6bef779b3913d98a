import { LRUCache } from 'lru-cache';
import { renderMarkdown } from '@/lib/liquid/filters/markdown';
import { processSingleton } from '@/lib/shared/process-singleton';

// Bodies are Markdown (raw HTML in them allowed, as the demo's are): an excerpt is the text of the
// rendered body, never its source, so `**ten days**` reads "ten days" on a card. Only the start of a
// body is rendered (a 500 KB post costs what a short one does); a construct cut there ends early.
const EXCERPT_SOURCE_CHARS = 2000;
// Like Ghost's `excerpt`: about the first 500 characters of text, ended at a word.
export const EXCERPT_CHARS = 500;

// The end of a block, or a line break, where the text would otherwise run two words together
// (`<p>one</p><p>two</p>`).
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|th|td)>|<(?:br|hr)\s*\/?>/g;
// The sanitiser decodes every entity as it parses and escapes only these again in text and attributes.
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

// Plain text of the sanitiser's HTML (its allowlisted tags only, no `<` or `>` inside a tag): tags
// dropped (an image leaves nothing), entities decoded, whitespace folded.
export function htmlText(safeHtml: string): string {
  return safeHtml
    .replace(BLOCK_END, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot);/g, (e) => ESCAPED[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut.slice(0, max)).trimEnd();
}

// Rows are kept per site generation, so every save would render each listed body again: the excerpts
// are kept by source text as well (the rendering itself is the `markdown` filter's, shared with it).
const excerpts = processSingleton('post-excerpts', () => new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (text, src) => text.length + src.length + 1 }));

// A post's excerpt: its own `data.excerpt` when set (as Ghost's custom excerpt), else the start of
// its rendered body as plain text. Text, not HTML: output it with `escape`.
export async function postExcerpt(post: { body: string; data: Record<string, unknown> }, site: string): Promise<string> {
  const own = post.data.excerpt;
  if (typeof own === 'string' && own.trim()) return cutAtWord(own.replace(/\s+/g, ' ').trim(), EXCERPT_CHARS);
  const source = post.body.slice(0, EXCERPT_SOURCE_CHARS);
  if (!source.trim()) return '';
  const hit = excerpts.get(source);
  if (hit !== undefined) return hit;
  // A conversion that fails (the worker pool past its deadline) leaves the card without its text,
  // not the page without its list; it is tried again on the next read.
  const html = await Promise.resolve(renderMarkdown(source, { site })).catch(() => null);
  if (html === null) return '';
  const text = cutAtWord(htmlText(html), EXCERPT_CHARS);
  excerpts.set(source, text);
  return text;
}
