// What no request value may hold, checked before any schema runs, for every endpoint:
// - U+0000: PostgreSQL text and jsonb cannot store it (the database would fail with a 500);
// - a lone surrogate (JSON's "\ud800" without its pair): not Unicode, and jsonb refuses its escape (a
//   lead's data answered 500);
// - nesting deeper than MAX_DEPTH: recursive JSON schemas would exhaust the stack.
// The walk is iterative so that the check itself cannot overflow.
const MAX_DEPTH = 64;
const NUL_MESSAGE = 'text may not contain NUL (U+0000) characters';
const SURROGATE_MESSAGE = 'text must be valid Unicode: it holds half of a surrogate pair (an escape like \\ud800 without its partner)';
const LONE_SURROGATE = /\p{Cs}/u;

const textProblem = (text: string) => (text.includes('\u0000') ? NUL_MESSAGE : LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null);

export function valueProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return problem;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return `values may nest at most ${MAX_DEPTH} levels deep`;
      for (const [k, child] of Object.entries(v)) {
        const problem = textProblem(k);
        if (problem) return problem;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}
