// A request whose body is not all read when its answer starts (refused with 413 or 415, or answered
// before reading at all) must not wedge its keep-alive connection: the bytes still on their way are the
// start of no next request, and a body stream that was cancelled stops the socket from being read, so
// the next request on it would wait for ever. Such a connection is either drained or closed:
// - drained: a body nobody cancelled with a declared length of at most DRAIN_BYTES is read to its end
//   and dropped by Node after the answer; one that has not arrived within DRAIN_MS ends the connection;
// - closed: anything else (a cancelled stream, a chunked body, a larger one) is answered with
//   `Connection: close`, and the socket ends after the answer. It is closed LINGER_MS later (or when
//   the client closes it): closing at once, with the client's bytes still unread, would reset the
//   connection, and a client still sending would lose the answer it had not read yet.
// The app's own body readers drain a body refused for its size before answering (`discardRest` in
// body.ts, within the same bounds), so the answer reaches a client that is still sending: closing a
// socket with unread bytes resets the connection, and the client loses the 413.
// Plain JavaScript: used by server/server.mjs (the outer server) and by lib/http/body.ts.

export const DRAIN_BYTES = 1024 * 1024;
export const DRAIN_MS = 5_000;
const LINGER_MS = 2_000;

function hasBody(req) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;
}

// Node ends a socket after an answer that says `Connection: close` through the socket's destroySoon
// (it calls the socket's own if it has one): FIN now, the socket destroyed LINGER_MS later.
function lingerOnClose(socket) {
  socket.destroySoon = function lingeringClose() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS).unref();
    this.once('close', () => clearTimeout(timer));
  };
}

// Called by the outer server first thing for every request: decides when the answer's head is written.
export function guardUnreadBody(req, res) {
  if (!hasBody(req)) return;
  const socket = req.socket;
  const writeHead = res.writeHead;
  // Every answer's head goes through writeHead (Node's implicit header calls it too).
  res.writeHead = function writeHeadAfterBodyCheck(...args) {
    if (!req.complete && !this.headersSent) {
      const declared = Number(req.headers['content-length']);
      const drainable = !req.destroyed && req.headers['transfer-encoding'] === undefined && declared <= DRAIN_BYTES;
      if (!drainable) {
        this.setHeader('connection', 'close');
        lingerOnClose(socket);
      } else {
        res.once('finish', () => {
          if (req.complete) return;
          const timer = setTimeout(() => req.complete || socket.destroy(), DRAIN_MS).unref();
          socket.once('close', () => clearTimeout(timer));
        });
      }
    }
    return writeHead.apply(this, args);
  };
}
