// Turns on the event loop for long renders, shared fairly between tenants and kept behind everything
// else. A render that has run for a slice hands the loop back and waits here for its next turn. Turns
// are given round-robin by share key (the site), so a tenant with fifty runaway renders gets the turns
// of one render, not fifty times a quiet tenant's. The dialect knows nothing of sites: the caller names
// the share.
//
// Long renders run behind other work: when anything else ran between two turns (requests being served),
// slices shrink to CONTENDED_SLICE_MS, so a request that is not a long render waits at most about a
// millisecond at each of its awaits instead of a whole slice (a page with ten queries behind a runaway
// render paid ten 4 ms slices). Alone, long renders take turn after turn with full slices. Turns are
// given from the loop's check phase, after the poll phase has run every I/O callback that was ready:
// whatever else waits runs before each turn, and when nothing does, the next turn comes at once (turns
// spaced by a timer left the loop idle between 1 ms slices: a page of 2 ms rendered at a third of
// what one core can do, issue 28).
//
// A process that serves only renders to hold back (the heavy lane, server/start.mjs) spaces contended
// turns by SPACED_GAP_MS instead: its idle time is what the other lanes' processes get of a shared core.
const SLICE_MS = 4;
const CONTENDED_SLICE_MS = 1;
const SPACED_GAP_MS = 2;
// Outside work between two turns beyond this means the loop is serving others.
const OUTSIDE_WORK_MS = 0.5;
// How long one sighting of outside work keeps turns short (and spaced).
const CONTENDED_FOR_MS = 50;
let spaced = false;

export function spaceContendedTurns(): void {
  spaced = true;
}

const waiting = new Map<string, Array<() => void>>();
let pumping = false;
let contendedUntil = 0;
// When the last turn was given, and when a render last came back for a turn.
let lastGiven = 0;
let lastBack = 0;

// How long a render may run before it asks for its next turn, given how long it has held the loop in
// all. Its first SLICE_MS run whole, contended or not: a page of a few milliseconds is not a long
// render, and sent to the back of the turns after each millisecond on a loop that was never idle, a
// few of a site's pages waited there pass after pass while newer ones went ahead (signed-in pages of
// one site at 50 connections: p50 35 ms, p99 850 ms, up to 1.9 s).
export const sliceMs = (now: number, heldMs: number): number => (now < contendedUntil && heldMs > SLICE_MS ? CONTENDED_SLICE_MS : SLICE_MS);

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
  if (spaced && now < contendedUntil) setTimeout(giveTurn, SPACED_GAP_MS);
  else setImmediate(giveTurn);
}

// Renders waiting for a turn, for tests and diagnostics.
export const waitingTurns = (): number => [...waiting.values()].reduce((n, q) => n + q.length, 0);
