import { TagToken, type TopLevelToken } from 'liquidjs';

// Tags that open a block closed by `end<name>`: liquidjs's and the dialect's own (doc, ifchanged).
const BLOCK_TAGS: ReadonlySet<string> = new Set(['if', 'unless', 'for', 'case', 'capture', 'block', 'tablerow', 'ifchanged', 'comment', 'raw', 'doc']);

// The block left open when the parser meets an end tag that closes an outer block: in
// `{% block a %}{% if x %}…{% endblock %}` liquidjs stops at the endblock ("unexpected tag"), but the
// mistake is the `if`. Answers the innermost open block above the one the end tag closes, or null when
// the end tag closes nothing open (then it really is unexpected).
export function unclosedBefore(tokens: readonly TopLevelToken[], endAt: number): { open: TagToken; end: TagToken } | null {
  const open: TagToken[] = [];
  let rawOpen = false;
  for (const token of tokens) {
    if (!(token instanceof TagToken)) continue;
    const name = token.name;
    if (rawOpen) {
      // A raw body is text: nothing in it opens or closes a block.
      if (name === 'endraw') {
        rawOpen = false;
        open.pop();
      }
      continue;
    }
    if (token.begin === endAt) {
      if (!name.startsWith('end')) return null;
      const closes = name.slice(3);
      const at = open.findLastIndex((t) => t.name === closes);
      return at >= 0 && at < open.length - 1 ? { open: open[open.length - 1]!, end: token } : null;
    }
    if (BLOCK_TAGS.has(name)) {
      open.push(token);
      if (name === 'raw') rawOpen = true;
    } else if (name.startsWith('end') && open.at(-1)?.name === name.slice(3)) open.pop();
  }
  return null;
}
