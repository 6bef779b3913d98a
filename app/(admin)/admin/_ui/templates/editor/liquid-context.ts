// What the text before the cursor asks for, read without Monaco so it can be tested on its own: the
// members of an object (`site.`, `post.`) or the name of a partial or layout (`{% render "`).

interface MemberDocs {
  // Members of the context's object variables (`cart.items`: one cart line).
  members: Record<string, Record<string, string>>;
  // Members of one row of each collection source.
  rows: Record<string, Record<string, string>>;
}

// Inside an unclosed `{{` or `{%` on this line: the text from it, else null.
function openLiquid(before: string): string | null {
  const open = Math.max(before.lastIndexOf('{{'), before.lastIndexOf('{%'));
  if (open < 0 || before.lastIndexOf('}}') > open || before.lastIndexOf('%}') > open) return null;
  return before.slice(open);
}

// `site.na|` → the object path `site` and the member typed so far; null elsewhere (strings included).
export function memberAccess(before: string): { path: string; typed: string } | null {
  const inside = openLiquid(before);
  // Inside a string literal nothing is a member.
  if (inside === null || /["']/.test(inside.replace(/"[^"]*"|'[^']*'/g, ''))) return null;
  const m = /([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)\.([\w-]*)$/.exec(inside);
  return m ? { path: m[1]!, typed: m[2]! } : null;
}

// The tags that name a template, and which kind they name.
const NAMING_TAGS = { render: 'partial', include: 'partial', layout: 'layout' } as const;
export type NamedKind = (typeof NAMING_TAGS)[keyof typeof NAMING_TAGS];

// `{% render "ca|` → a partial's name typed so far.
export function templateNameAt(before: string): { kind: NamedKind; typed: string } | null {
  const m = /\{%-?\s*(render|include|layout)\s+["']([^"']*)$/.exec(before);
  return m ? { kind: NAMING_TAGS[m[1] as keyof typeof NAMING_TAGS], typed: m[2]! } : null;
}

// The quoted template name under a column of a line (1-based, as Monaco counts), with its columns.
export function templateNameUnder(line: string, column: number): { kind: NamedKind; name: string; startColumn: number; endColumn: number } | null {
  for (const m of line.matchAll(/\{%-?\s*(render|include|layout)\s+(["'])([^"']+)\2/g)) {
    const start = m.index + m[0].length - m[3]!.length - 1; // 0-based index of the name's first character (before the closing quote)
    if (column >= start + 1 && column <= start + m[3]!.length + 1) {
      return { kind: NAMING_TAGS[m[1] as keyof typeof NAMING_TAGS], name: m[3]!, startColumn: start + 1, endColumn: start + 1 + m[3]!.length };
    }
  }
  return null;
}

// Which members a path has: a context object (`site`), a cart line (`cart.items`), or a row of a
// collection source, read from the body: `{% collection posts as recent %}` makes `recent` a list of
// posts, `{% for post in recent %}` and `{% assign post = recent | first %}` one post. A variable the
// body does not explain is taken by its name (`post`, `product`, `comment` → a row of that source).
export function membersOf(path: string, body: string, docs: MemberDocs): Record<string, string> | null {
  if (docs.members[path]) return docs.members[path];
  if (path.includes('.')) return null;
  const lists = new Map<string, string>();
  for (const m of body.matchAll(/\{%-?\s*collection\s+(\w+)\s+as\s+(\w+)/g)) lists.set(m[2]!, m[1]!);
  const rowsOfList = (list: string): Record<string, string> | null => {
    const source = lists.get(list);
    if (source && docs.rows[source]) return docs.rows[source];
    return docs.members[list] ?? null; // `cart.items`
  };
  for (const m of body.matchAll(/\{%-?\s*for\s+(\w+)\s+in\s+([\w.]+)/g)) {
    if (m[1] === path) {
      const rows = rowsOfList(m[2]!);
      if (rows) return rows;
    }
  }
  for (const m of body.matchAll(/\{%-?\s*assign\s+(\w+)\s*=\s*(\w+)\s*\|\s*(?:first|last)\b/g)) {
    if (m[1] === path) {
      const rows = rowsOfList(m[2]!);
      if (rows) return rows;
    }
  }
  return docs.rows[`${path}s`] ?? null;
}
