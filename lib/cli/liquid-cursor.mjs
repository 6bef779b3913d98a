// Where a cursor stands in a Liquid file, for the language server's completion and hover: naming a
// tag, a filter, a variable, a member of an object, or a partial or layout in quotes. Plain text (HTML
// outside {{ }} and {% %}) is no Liquid place at all.

// The open Liquid markup before `offset`: `{{` or `{%` not yet closed, and what follows it.
function openMarkup(text, offset) {
  const before = text.slice(0, offset);
  const output = before.lastIndexOf('{{');
  const tag = before.lastIndexOf('{%');
  const start = Math.max(output, tag);
  if (start < 0) return null;
  const inner = before.slice(start + 2);
  if (inner.includes(start === output ? '}}' : '%}')) return null;
  return { kind: start === output ? 'output' : 'tag', inner: inner.replace(/^-/, '') };
}

function inExpression(expr) {
  let m = /\|\s*([\w]*)$/.exec(expr);
  if (m) return { kind: 'filter', prefix: m[1] };
  m = /([A-Za-z_][\w]*)\.([\w]*)$/.exec(expr);
  if (m) return { kind: 'member', object: m[1], prefix: m[2] };
  // A filter's arguments or a string: no completion inside quotes.
  if ((expr.match(/"/g)?.length ?? 0) % 2 === 1 || (expr.match(/'/g)?.length ?? 0) % 2 === 1) return null;
  m = /(?:^|[\s(,:=\[])([A-Za-z_][\w]*|)$/.exec(expr);
  return m ? { kind: 'variable', prefix: m[1] } : null;
}

export function cursorContext(text, offset) {
  const open = openMarkup(text, offset);
  if (!open) return null;
  if (open.kind === 'output') return inExpression(open.inner);
  let m = /^\s*(render|include)\s+["']([^"']*)$/.exec(open.inner);
  if (m) return { kind: 'partial', prefix: m[2] };
  m = /^\s*layout\s+["']([^"']*)$/.exec(open.inner);
  if (m) return { kind: 'layout', prefix: m[1] };
  m = /^\s*([\w#]*)$/.exec(open.inner);
  if (m) return { kind: 'tag', prefix: m[1] };
  m = /^\s*[\w#]+\s+([\s\S]*)$/.exec(open.inner);
  return m ? inExpression(m[1]) : null;
}

// The name under the cursor (letters, digits, _ and #) and where it starts and ends.
export function wordAt(text, offset) {
  let start = offset;
  let end = offset;
  while (start > 0 && /[\w#]/.test(text[start - 1])) start--;
  while (end < text.length && /[\w#]/.test(text[end])) end++;
  return start === end ? null : { word: text.slice(start, end), start, end };
}

// A quoted partial or layout name at the cursor: {% render "card" %}, {% layout "theme" %}.
export function referenceAt(text, offset) {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const pattern = /\{%-?\s*(render|include|layout)\s+(["'])([^"']+)\2/g;
  for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
    const from = lineStart + m.index;
    if (offset >= from && offset <= from + m[0].length) return { kind: m[1] === 'layout' ? 'layout' : 'partial', name: m[3] };
  }
  return null;
}
