// Where a site's mail template may put the one-time secret. A template is the site owner's, and the
// owner can make the platform mail anyone: were the code or link free to go anywhere, a template could
// put it in an image URL (sent to the owner's server when the mail is opened) or inside another link.
// So a template is rendered with a random marker in place of each secret (./render.ts), and the
// output is checked here before the marker is replaced:
// - in the HTML part a marker may stand only in text content (not inside a tag, a comment, a style or
//   script), after whitespace or a tag; the link's marker may also be the whole `href` of an <a>;
// - in the plain text and the subject it may stand only after whitespace, `<`, `>` or `"`, so no URL
//   of the template's can run into it;
// - a transformed marker (url_encode, slice, reverse…) is no marker: the secret is simply absent, and a
//   mail without its secret is not sent in that form either.
// Elements that submit, embed or load code or fonts are refused outright.

const FORBIDDEN = /<\/?(form|input|button|textarea|select|option|link|base|script|iframe|frame|frameset|object|embed|applet|portal)\b|<meta\b[^>]*http-equiv|@font-face|@import/i;
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
// What may precede a marker in running text: nothing a URL could continue through.
const SAFE_BEFORE = /[ \t\r\n<>"]/;
// An <a> that holds the link's marker as its href may carry only these (no `ping`, no event handlers).
const LINK_ATTRIBUTES = new Set(['href', 'style', 'class', 'id', 'title', 'target', 'rel', 'dir', 'lang']);

interface Attribute {
  name: string;
  valueStart: number;
  valueEnd: number;
}
type Region = { start: number; end: number } & ({ kind: 'tag'; name: string; attributes: Attribute[] } | { kind: 'other' });

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

// A tag from `<` at `start` (a start or end tag): its name, attributes and end, the way an HTML parser
// tokenizes it (quoted values may hold `>`).
function readTag(html: string, start: number): Region {
  let i = start + 1;
  if (html[i] === '/') i++;
  const nameStart = i;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes: Attribute[] = [];
  while (i < html.length) {
    while (i < html.length && (isSpace(html[i]) || html[i] === '/')) i++;
    if (i >= html.length || html[i] === '>') break;
    const attrStart = i;
    i++; // the first character belongs to the name even when it is `=`
    while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    let j = i;
    while (j < html.length && isSpace(html[j])) j++;
    if (html[j] !== '=') {
      attributes.push({ name: attrName, valueStart: i, valueEnd: i });
      continue;
    }
    j++;
    while (j < html.length && isSpace(html[j])) j++;
    const quote = html[j];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, j + 1);
      const end = close === -1 ? html.length : close;
      attributes.push({ name: attrName, valueStart: j + 1, valueEnd: end });
      i = end + 1;
    } else {
      let k = j;
      while (k < html.length && !isSpace(html[k]) && html[k] !== '>') k++;
      attributes.push({ name: attrName, valueStart: j, valueEnd: k });
      i = k;
    }
  }
  return { kind: 'tag', name, attributes, start, end: Math.min(i + 1, html.length) };
}

// Everything of the HTML that is not text content: tags, comments, and the content of raw-text
// elements (style, script…).
function nonTextRegions(html: string): Region[] {
  const regions: Region[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      const end = close === -1 ? html.length : close + 3;
      regions.push({ kind: 'other', start: lt, end });
      i = end;
    } else if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt);
      const end = close === -1 ? html.length : close + 1;
      regions.push({ kind: 'other', start: lt, end });
      i = end;
    } else if (/[a-z]/i.test(next) || (next === '/' && /[a-z]/i.test(html[lt + 2] ?? ''))) {
      const tag = readTag(html, lt);
      regions.push(tag);
      i = tag.end;
      if (next !== '/' && tag.kind === 'tag' && RAW_TEXT.has(tag.name)) {
        const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
        const end = close === -1 ? html.length : close;
        regions.push({ kind: 'other', start: i, end });
        i = end;
      }
    } else {
      i = lt + 1;
    }
  }
  return regions;
}

const occurrences = (text: string, marker: string): number[] => {
  const at: number[] = [];
  for (let i = text.indexOf(marker); i !== -1; i = text.indexOf(marker, i + marker.length)) at.push(i);
  return at;
};

// The link's marker as the whole href of an <a> with only harmless attributes.
function linkHref(region: Region, at: number, marker: string): boolean {
  if (region.kind !== 'tag' || region.name !== 'a') return false;
  const holder = region.attributes.find((a) => at >= a.valueStart && at < a.valueEnd);
  if (!holder || holder.name !== 'href' || holder.valueStart !== at || holder.valueEnd !== at + marker.length) return false;
  return region.attributes.every((a) => LINK_ATTRIBUTES.has(a.name));
}

// Why the HTML part may not carry these markers as it is, or null when it may.
export function htmlProblem(html: string, markers: { code?: string; link?: string }): string | null {
  if (FORBIDDEN.test(html)) return 'it uses an element that is not allowed in a mail (form, script, frame, embed, link, base, meta refresh, @font-face or @import)';
  const regions = nonTextRegions(html);
  for (const [name, marker] of Object.entries(markers)) {
    if (!marker) continue;
    for (const at of occurrences(html, marker)) {
      const region = regions.find((r) => at >= r.start && at < r.end);
      if (region) {
        if (name === 'link' && linkHref(region, at, marker)) continue;
        return `{{ ${name} }} stands inside a tag, comment, style or script (only text, or the link as an <a href>, may hold it)`;
      }
      if (at > 0 && !SAFE_BEFORE.test(html[at - 1]!)) return `{{ ${name} }} follows other text directly (put a space or a tag before it)`;
    }
  }
  return null;
}

export function textProblem(text: string, markers: { code?: string; link?: string }, part: string): string | null {
  for (const [name, marker] of Object.entries(markers)) {
    if (!marker) continue;
    for (const at of occurrences(text, marker)) {
      if (at > 0 && !SAFE_BEFORE.test(text[at - 1]!)) return `{{ ${name} }} follows other text directly in the ${part} (put a space before it)`;
    }
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// The plain-text part of a mail whose template has none: the HTML's text, a link as `text <url>`,
// blocks on their own lines. Simple on purpose: the mail's HTML part is the one that is read.
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/[\u0001\u0002]/g, '')
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(/<(head|style|script|title)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
      .replace(/<a\b[^>]*?\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_m, href: string, inner: string) => {
        const label = inner.replace(/<[^>]*>/g, '').trim();
        // \u0001 and \u0002 stand for the brackets until the tags are gone.
        return !label || label === href ? ` ${href} ` : `${label} \u0001${href}\u0002`;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol|blockquote|section|article|header|footer)\s*>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\u0001/g, '<')
    .replace(/\u0002/g, '>')
    .trim();
}
