// A request whose body stops arriving is ended: when no byte of it has come for BODY_IDLE_MS while the
// app waits for it, it is answered 408 with `Connection: close`. Without this, a client that sends a
// head and a first byte holds its request (and whatever the route had started) until Node's
// requestTimeout (300 s for the whole request); forty of them to one site's host kept it "busy" for the
// lane accounting (issue 48). Nothing charges that wait to the host (server/lanes.mjs counts work).
// A slow client whose bytes keep coming is not cut short here: Node's requestTimeout bounds the whole.
// Plain JavaScript: used by server/server.mjs (the outer server).

export const BODY_IDLE_MS = 10_000;
// One sweep a second over the requests still reading a body: no timer per request.
const SWEEP_MS = 1_000;

const watched = new Set();
let sweeper = null;
let lastSweep = 0;

const hasBody = (req) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;

// Called for every request by the outer server; `timedOut(req, res)` writes the 408.
export function watchBody(req, res, timedOut) {
  if (!hasBody(req) || req.complete) return;
  const entry = { req, res, timedOut, bytes: req.socket.bytesRead, since: performance.now() };
  watched.add(entry);
  res.once('close', () => watched.delete(entry));
  if (!sweeper) {
    lastSweep = performance.now();
    sweeper = setInterval(sweep, SWEEP_MS).unref();
  }
}

function sweep() {
  const now = performance.now();
  // A sweep that comes late (the process got no CPU, say the heavy lane's at nice 19 on a busy machine,
  // or its loop was held) runs before the reads that waited with it: bytes may sit in the kernel's
  // buffer unread, so that time is no stall of the client's.
  const late = Math.max(0, now - lastSweep - SWEEP_MS);
  lastSweep = now;
  for (const entry of watched) {
    const { req, res } = entry;
    // Arrived, or answered already (lib/http/unread-body.mjs bounds a body left unread after an answer).
    if (req.complete || res.headersSent || req.destroyed) {
      watched.delete(entry);
      continue;
    }
    const bytes = req.socket?.bytesRead ?? 0;
    // The app not reading what came (its buffer full, so Node stopped reading the socket: a slow consumer's
    // backpressure) is no stall of the client's. Not `readableFlowing === false`: Next.js keeps a request
    // paused until its route reads the body.
    // Nor a socket paused by anyone on our side (Node pauses it when the request's buffer is full; a
    // pipe's backpressure), whose unread bytes wait in the kernel's buffer.
    if (bytes !== entry.bytes || req.readableLength >= req.readableHighWaterMark || req.socket?.isPaused()) {
      entry.bytes = bytes;
      entry.since = now;
      continue;
    }
    entry.since += late;
    if (now - entry.since < BODY_IDLE_MS) continue;
    watched.delete(entry);
    res.setHeader('connection', 'close');
    entry.timedOut(req, res);
  }
  if (watched.size === 0) {
    clearInterval(sweeper);
    sweeper = null;
  }
}
