// Turns on the event loop for long renders, shared fairly between tenants. A render that has run for
// a slice hands the loop back and waits here for its next turn. Turns are given one per loop iteration
// (so I/O callbacks, and with them every other request, run between any two slices) and round-robin
// by share key (the site), so a tenant with fifty runaway renders gets the turns of one render, not
// fifty times a quiet tenant's. The dialect knows nothing of sites: the caller names the share.
const waiting = new Map<string, Array<() => void>>();
let pumping = false;

export function nextTurn(share: string): Promise<void> {
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
  const [share, queue] = first.value;
  const resolve = queue.shift()!;
  // The share goes to the back of the round (a Map keeps insertion order).
  waiting.delete(share);
  if (queue.length > 0) waiting.set(share, queue);
  resolve();
  setImmediate(giveTurn);
}

// Renders waiting for a turn, for tests and diagnostics.
export const waitingTurns = (): number => [...waiting.values()].reduce((n, q) => n + q.length, 0);
