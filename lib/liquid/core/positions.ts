import { Token } from 'liquidjs';

// Line and column of an offset in a template source, from an index of line starts built once per
// source: liquidjs's own Token#getPosition counts newlines from the start of the source on every call,
// and every unknown tag, unknown filter and error asks it, so a body of 30,000 unknown tags took
// minutes to parse (quadratic). Here one call is a binary search.

interface Indexed {
  input: string;
  starts: Int32Array;
}

// The sources indexed last, newest first: one parse asks about one source (its partials and layouts
// are sources of their own), so a few entries are enough and the memory stays bounded.
const RECENT = 8;
const recent: Indexed[] = [];

function build(input: string): Int32Array {
  let lines = 1;
  for (let i = input.indexOf('\n'); i !== -1; i = input.indexOf('\n', i + 1)) lines++;
  const starts = new Int32Array(lines);
  let n = 1;
  for (let i = input.indexOf('\n'); i !== -1; i = input.indexOf('\n', i + 1)) starts[n++] = i + 1;
  return starts;
}

function lineStarts(input: string): Int32Array {
  for (let i = 0; i < recent.length; i++) {
    const entry = recent[i]!;
    if (entry.input === input) {
      if (i > 0) {
        recent.splice(i, 1);
        recent.unshift(entry);
      }
      return entry.starts;
    }
  }
  const entry = { input, starts: build(input) };
  recent.unshift(entry);
  if (recent.length > RECENT) recent.pop();
  return entry.starts;
}

// 1-based [line, column] of a 0-based offset, the same answer as liquidjs's Token#getPosition.
export function positionAt(input: string, offset: number): [number, number] {
  const starts = lineStarts(input);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return [lo + 1, offset - starts[lo]! + 1];
}

// Every token of every engine answers getPosition from the index: liquidjs's parser, its errors and
// static analysis call it too, not only our tags and filters. The library is pinned (10.30.1); the
// unit test compares both answers, so an upgrade that changes Token's fields fails there first.
let installed = false;
export function indexTokenPositions(): void {
  if (installed) return;
  installed = true;
  Token.prototype.getPosition = function (this: Token): [number, number] {
    return positionAt(this.input, this.begin);
  };
}
