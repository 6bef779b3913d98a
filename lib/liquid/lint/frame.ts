// Where a problem is in the source: 1-based line and column of an offset, and a short code frame (the
// line before, the line, a caret under the column) for a reader without an editor at hand.

export interface SourceMap {
  position(offset: number): { line: number; column: number };
  line(n: number): string | undefined;
}

export function sourceMap(source: string): SourceMap {
  const lines = source.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  return {
    position(offset) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, column: offset - starts[lo]! + 1 };
    },
    line: (n) => lines[n - 1],
  };
}

// Long lines are cut around the column, so a minified body does not put kilobytes in an answer.
const WIDTH = 100;

function clip(text: string, column: number): { text: string; column: number } {
  if (text.length <= WIDTH) return { text, column };
  const start = Math.max(0, Math.min(column - WIDTH / 2, text.length - WIDTH));
  return { text: (start > 0 ? '…' : '') + text.slice(start, start + WIDTH) + (start + WIDTH < text.length ? '…' : ''), column: column - start + (start > 0 ? 1 : 0) };
}

export function codeFrame(map: SourceMap, line: number, column: number): string {
  const gutter = String(line).length;
  const row = (n: number, text: string) => `${String(n).padStart(gutter)} | ${text}`;
  const out: string[] = [];
  const before = map.line(line - 1);
  if (before !== undefined) out.push(row(line - 1, clip(before, 1).text));
  const here = clip(map.line(line) ?? '', column);
  out.push(row(line, here.text), `${' '.repeat(gutter)} | ${' '.repeat(Math.max(0, here.column - 1))}^`);
  return out.join('\n');
}
