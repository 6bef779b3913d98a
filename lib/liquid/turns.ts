// Turns on the event loop for long renders, shared fairly between tenants and kept behind everything
// else. A render that has run for a slice hands the loop back and waits here for its next turn. Turns
// are given round-robin by share key (the site), so a tenant with fifty runaway renders gets the turns
// of one render, not fifty times a quiet tenant's. The dialect knows nothing of sites: the caller names
// the share.
//
// Long renders run behind other work: when anything else ran between two turns (requests being served),
// slices shrink to CONTENDED_SLICE_MS and turns come at most one per CONTENDED_GAP_MS, so a request that is not
// a long render waits at most about a millisecond at each of its awaits instead of a whole slice (a page
// with ten queries behind a runaway render paid ten 4 ms slices). Alone, long renders take turn after
// turn with full slices.
const SLICE_MS = 4;
const CONTENDED_SLICE_MS = 1;
// Contended, a turn comes at most once per this many milliseconds: long renders together hold about a
// third of the loop, and the render's own clock (not the wall) is what its limit counts.
const CONTENDED_GAP_MS = 2;
// Outside work between two turns beyond this means the loop is serving others.
const OUTSIDE_WORK_MS = 0.5;
// How long one sighting of outside work keeps turns short and spaced.
const CONTENDED_FOR_MS = 50;

const waiting = new Map<string, Array<() => void>>();
let pumping = false;
let contendedUntil = 0;
// When the last turn was given, and when a render last came back for a turn.
let lastGiven = 0;
let lastBack = 0;

// How long a render may run before it asks for its next turn.
export const sliceMs = (now: number): number => (now < contendedUntil ? CONTENDED_SLICE_MS : SLICE_MS);

export function nextTurn(share: string): Promise<void> {
  lastBack = performance.now();
  return new Promise((resolve) => {
    const queue = waiting.get(share);
    if (queue) queue.push(resolve);
    else waiting.set(share, [resolve]);
    if (!pumping) {
      pumping = true;
      setImmediate(giveTurn);
    }
  });
}

function giveTurn(): void {
  const first = waiting.entries().next();
  if (first.done) {
    pumping = false;
    return;
  }
  const now = performance.now();
  // Time since the last turn's render came back (or, if it went on to await or finished, since the
  // turn was given) was spent on something else.
  if (now - Math.max(lastBack, lastGiven) > OUTSIDE_WORK_MS) contendedUntil = now + CONTENDED_FOR_MS;
  lastGiven = now;
  const [share, queue] = first.value;
  const resolve = queue.shift()!;
  // The share goes to the back of the round (a Map keeps insertion order).
  waiting.delete(share);
  if (queue.length > 0) waiting.set(share, queue);
  resolve();
  // Contended, the next turn waits for a timer tick: the loop polls for I/O in between.
  if (now < contendedUntil) setTimeout(giveTurn, CONTENDED_GAP_MS);
  else setImmediate(giveTurn);
}

// Renders waiting for a turn, for tests and diagnostics.
export const waitingTurns = (): number => [...waiting.values()].reduce((n, q) => n + q.length, 0);
