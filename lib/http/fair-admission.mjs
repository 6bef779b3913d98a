// Fair admission of requests to the app, per host (a host is a site): while the event loop is saturated,
// no host has more than SHARED_IN_FLIGHT requests in the app at once; the rest wait in that host's own
// queue and start, oldest first, as its earlier ones finish. A tenant's flood then waits behind itself:
// every request it adds to a busy worker is one more callback in line at each await of everybody else's
// request, and a quiet site's page paid for all of them. A host alone, or a loop with time to spare,
// has no cap (a busy site is never slowed for its own success). Cached pages never come here: they are
// answered before admission, in microseconds.
// Plain JavaScript: used by scripts/server.mjs (the outer server).
import { performance } from 'node:perf_hooks';

export const SHARED_IN_FLIGHT = 1;
// A request body still arriving after this long is a slow client, not work on the loop.
export const SLOW_BODY_MS = 1000;
// How many of a host's requests may wait; past that the answer is 503 with Retry-After.
export const QUEUE_PER_HOST = 256;
// The loop counts as saturated when it was busy for more than this share of the last window.
const SATURATED = 0.85;
const WINDOW_MS = 100;

// Lowercased, without the port: what selects the site.
export const hostKey = (host = '') => host.toLowerCase().replace(/:\d+$/, '');

export function createAdmission({ saturated } = {}) {
  const inFlight = new Map();
  const queues = new Map();
  let busy = false;
  let last = performance.eventLoopUtilization();
  const timer = saturated
    ? null
    : setInterval(() => {
        const now = performance.eventLoopUtilization();
        busy = performance.eventLoopUtilization(now, last).utilization > SATURATED;
        last = now;
      }, WINDOW_MS).unref();
  const isSaturated = saturated ?? (() => busy);

  const release = (host) => {
    const queue = queues.get(host);
    if (queue?.length) {
      // The host's slot passes to its next request at once, contended or not.
      const next = queue.shift();
      if (queue.length === 0) queues.delete(host);
      next();
      return;
    }
    const n = (inFlight.get(host) ?? 1) - 1;
    if (n > 0) inFlight.set(host, n);
    else inFlight.delete(host);
  };

  return {
    // Runs `start` now or when the host's turn comes; `onRelease(release)` is given the function to call
    // once the answer is over. Returns false (and runs nothing) when the host's queue is full.
    admit(host, start, onRelease) {
      const n = inFlight.get(host) ?? 0;
      const others = inFlight.size - (n > 0 ? 1 : 0);
      const cap = others > 0 && isSaturated() ? SHARED_IN_FLIGHT : Infinity;
      const run = () => {
        let released = false;
        onRelease(() => {
          if (released) return;
          released = true;
          release(host);
        });
        start();
      };
      if (n < cap && !queues.has(host)) {
        inFlight.set(host, n + 1);
        run();
        return true;
      }
      const queue = queues.get(host) ?? [];
      if (queue.length >= QUEUE_PER_HOST) return false;
      queue.push(run);
      queues.set(host, queue);
      return true;
    },
    waiting: () => [...queues.values()].reduce((n, q) => n + q.length, 0),
    stop: () => timer && clearInterval(timer),
  };
}

// When a request of node:http stops counting against its host: when its answer is over, when its
// headers go out (what remains is sending, at the client's pace: a slow reader of a large file holds
// no slot), or when its body is still arriving after SLOW_BODY_MS (a slow upload). Only what the site's
// own code waits for (its renders, its plugins' fetches) keeps a slot, so a visitor holding a
// connection open never holds the site's other visitors back.
export function releaseWhenIdle(req, res, release) {
  res.once('close', release);
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadAndRelease(...args) {
    release();
    return writeHead.apply(this, args);
  };
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (req.complete || !hasBody) return;
  const timer = setTimeout(() => req.complete || release(), SLOW_BODY_MS).unref();
  res.once('close', () => clearTimeout(timer));
}
