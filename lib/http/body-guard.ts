// What no request value may hold, checked before any schema runs, for every endpoint:
// - U+0000: PostgreSQL text and jsonb cannot store it (the database would fail with a 500);
// - nesting deeper than MAX_DEPTH: recursive JSON schemas would exhaust the stack.
// The walk is iterative so that the check itself cannot overflow.
const MAX_DEPTH = 64;
const NUL_MESSAGE = 'text may not contain NUL (U+0000) characters';

export function valueProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return NUL_MESSAGE;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return `values may nest at most ${MAX_DEPTH} levels deep`;
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return NUL_MESSAGE;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}
