// Markdown to sanitised HTML, the work of the `markdown` Liquid filter (../filters/markdown.ts). Plain
// JavaScript because it runs in two places: the filter imports it for short inputs, and the worker
// thread (./worker.mjs, loaded from disk at run time, never bundled) for long ones.
//
// markdown-it: linear in the input on CommonMark's pathological inputs (runs of emphasis, brackets,
// backticks, deep quotes and lists, link references; nesting capped at 100, autocompleted table cells
// capped), where marked took over 10 s on 32 KiB of `__a`. Tables and ~~strikethrough~~ as in GFM;
// links from URLs, www. addresses and e-mail addresses. Unlike marked: a single ~tilde~ is text and
// task list items keep their `[ ]` as text.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const md = new MarkdownIt({ html: true, linkify: true });
// `www.example.com` becomes a link as in GFM (so does a bare `example.com` with a known top-level domain).
md.linkify.set({ fuzzyLink: true });

// Every link and image target goes to the sanitiser, the one judge of URLs below (markdown-it would
// print a refused link as its source text instead).
md.validateLink = () => true;

// Table alignment as the `align` attribute the allowlist keeps (markdown-it writes a style).
md.core.ruler.push('table_align', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const style = token.attrGet('style');
    if (style === null) continue;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
    const align = /^text-align:(left|right|center)$/.exec(style)?.[1];
    if (align) token.attrSet('align', align);
  }
});

// Post bodies are user content (anyone may write a draft: docs/behaviours.md#B-post-drafts): whatever HTML the Markdown carries or produces, only
// this allowlist survives; links get rel="noopener nofollow ugc", URLs only http(s), mailto or relative.
const ALLOW = {
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

export function markdownToSafeHtml(source) {
  return sanitizeHtml(md.render(source), ALLOW);
}
