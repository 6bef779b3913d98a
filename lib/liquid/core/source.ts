// Source-level fixes applied before liquidjs tokenizes a template, for blocks whose bodies Shopify never
// tokenizes: nested {% comment %}, {% doc %} (may hold unclosed tags) and {%- raw -%} with whitespace
// control (liquidjs's raw scanner only accepts "{% endraw"). Bodies are replaced by their newlines so
// every line number after them is unchanged.

const OPEN = /\{%-?\s*(comment|doc|raw)\s*-?%\}/g;

function newlinesOf(s: string): string {
  return s.replace(/[^\n]/g, '');
}

// A comment body is tokenized like Shopify does: tags nest comments, raw hides its content, and a
// malformed tag that swallows the endcomment leaves the comment unclosed (an error).
// The next `{%` and `{{` are searched again only once the scan has passed them: a body with thousands of
// tags and no output searched to its end for `{{` after every tag (quadratic).
function findCommentEnd(src: string, from: number): { start: number; end: number } | null {
  let depth = 1;
  let p = from;
  let tag = -2;
  let out = -2;
  for (;;) {
    if (tag !== -1 && tag < p) tag = src.indexOf('{%', p);
    if (out !== -1 && out < p) out = src.indexOf('{{', p);
    if (tag < 0 && out < 0) return null;
    if (out >= 0 && (tag < 0 || out < tag)) {
      const close = src.indexOf('}}', out + 2);
      if (close < 0) return null;
      p = close + 2;
      continue;
    }
    const close = src.indexOf('%}', tag + 2);
    if (close < 0) return null;
    const name = /^\{%-?\s*(\w*)/.exec(src.slice(tag, tag + 40))?.[1] ?? '';
    p = close + 2;
    if (name === 'raw') {
      const endraw = /\{%-?\s*endraw\s*-?%\}/g;
      endraw.lastIndex = p;
      const m = endraw.exec(src);
      if (!m) return null;
      p = m.index + m[0].length;
    } else if (name === 'comment') depth++;
    else if (name === 'endcomment' && --depth === 0) return { start: tag, end: p };
  }
}

// Index just past the doc block's end tag, and where it starts (a doc body is never tokenized).
function findEnd(src: string, name: string, from: number): { start: number; end: number } | null {
  if (name === 'comment') return findCommentEnd(src, from);
  const re = new RegExp(`\\{%-?\\s*(end)?${name}\\s*-?%\\}`, 'g');
  re.lastIndex = from;
  let depth = 1;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    // Only comments nest; a doc ends at its first enddoc.
    if (!m[1]) {
      if (name === 'comment') depth++;
      continue;
    }
    if (--depth === 0) return { start: m.index, end: m.index + m[0].length };
  }
  return null;
}

export function preprocess(src: string): string {
  if (!src.includes('{%')) return src;
  let out = '';
  let last = 0;
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(src); m; m = OPEN.exec(src)) {
    const name = m[1]!;
    const bodyStart = m.index + m[0].length;
    if (name === 'raw') {
      const close = /\{%(-?)\s*endraw\s*(-?)%\}/g;
      close.lastIndex = bodyStart;
      const c = close.exec(src);
      if (!c) break; // liquidjs reports the unclosed raw
      let body = src.slice(bodyStart, c.index);
      // "{%- endraw" trims the body's tail; liquidjs handles the rest of the markers. (trimEnd, not
      // /\s+$/: the regex tries every whitespace run to its end, quadratic on a body of spaces.)
      if (c[1]) body = body.trimEnd();
      out += src.slice(last, bodyStart) + body + `{% endraw${c[2] ? ' -' : ''}%}`;
      last = c.index + c[0].length;
      OPEN.lastIndex = last;
      continue;
    }
    const end = findEnd(src, name, bodyStart);
    if (!end) break; // the tag itself reports "not closed"
    out += src.slice(last, bodyStart) + newlinesOf(src.slice(bodyStart, end.start)) + src.slice(end.start, end.end);
    last = end.end;
    OPEN.lastIndex = last;
  }
  return last === 0 ? src : out + src.slice(last);
}
