// The production server: Next.js behind a thin node:http layer that records the socket's address
// (route handlers cannot see the socket) so rate limits key on the real client without TRUST_PROXY.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import next from 'next';
import ERROR_TABLE from '../lib/shared/error-codes.json' with { type: 'json' };
import { EXIT_CONFIG, isConfigurationError } from '../lib/shared/exit-codes.mjs';
import { BODY_IDLE_MS, watchBody } from './body-timeout.mjs';
import { compressAnswer } from './compress.mjs';
import { createForwarder, forwardedClient, listenForForwards } from './lane-forward.mjs';
import { createHostLoad, normalHost } from './lanes.mjs';
import { guardUnreadBody } from '../lib/http/unread-body.mjs';
import { bridgeSlot, setBridgeSlot } from '@site-platform/runtime-bridge';
import { batchedStdout, createLogger, REQUEST_ID_HEADER, requestIdFrom } from '../lib/shared/server-log-core.mjs';

// Made before the app loads, so its logger (lib/shared/server-log.ts) writes through it too.
const log = createLogger({}, batchedStdout());
// Behind a proxy of yours (TRUST_PROXY) a well-formed upstream x-request-id is kept; otherwise a client's is replaced.
const TRUST_PROXY = ['true', '1'].includes(process.env.TRUST_PROXY ?? '');

const SOCKET_IP_HEADER = 'x-platform-socket-ip';
// Proves to lib/http/client-ip.ts (same process) that the socket address header is ours, not a client's.
const SOCKET_IP_SECRET = randomBytes(24).toString('base64url');
setBridgeSlot('socket-ip-secret', SOCKET_IP_SECRET);
// The platform's own plain answers (see lib/http/security-headers.ts for the same policy in the app).
const PLAIN_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};
// The app's side of the bridge (packages/runtime-bridge):
// - 'outer-page-handler', installed by the app at start (lib/pages/outer-handler.ts): answers site pages
//   (cached hits at once, misses rendered by lib/pages) without entering Next.js; anything else takes
//   Next's route;
// - 'readiness', made by lib/shared/platform/readiness.ts (instrumentation's register(), while Next prepares);
//   resolved once start-up (database, migrations, the demo site, the platform admin) is done.
async function platformStarted() {
  while (!bridgeSlot('readiness')) await new Promise((r) => setTimeout(r, 50));
  await bridgeSlot('readiness').whenStarted;
}

// What Next.js must never see: a malformed percent-escape (it answers a plain-text 500) or an
// absolute-form request line (`GET http://other/ HTTP/1.1`, which Next answers with a
// redirect to that foreign host). We are no proxy: such a request target is the client's error.
function badTarget(url = '/') {
  if (!url.startsWith('/')) return 'The request target must be a path (this server is not a proxy)';
  try {
    decodeURIComponent(url.split('?')[0]);
    return null;
  } catch {
    return 'The request path has a malformed percent-escape';
  }
}

// The platform's paths (lib/http/unknown-endpoint.ts) and requests that accept JSON get the envelope.
const PLATFORM_PATH = /^\/(api|auth|payments)(\/|$)/;
const wantsJson = (path, accept) => PLATFORM_PATH.test(path) || /application\/json/i.test(accept ?? '');

// `code` names the refusal in lib/shared/error-codes.json, the API's one table: its status and title come from there.
function plainAnswer(code, text, json) {
  const { status, title } = ERROR_TABLE[code];
  const body = json ? JSON.stringify({ state: 'error', data: { text, code } }) : `<!doctype html><title>${title}</title><h1>${status}</h1><p>${text}.</p>`;
  const type = json ? 'application/json' : 'text/html; charset=utf-8';
  return { status, body, headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...PLAIN_HEADERS } };
}

// A body that stopped arriving (server/body-timeout.mjs); the connection closes after the answer.
function bodyTimedOut(req, res) {
  const a = plainAnswer('request_timeout', `The request body stopped arriving: no byte of it came for ${BODY_IDLE_MS / 1000} s`, wantsJson(req.url ?? '', req.headers.accept));
  res.writeHead(a.status, a.headers);
  res.end(a.body);
}

function badRequest(req, res, text) {
  const a = plainAnswer('bad_request', text, wantsJson(req.url ?? '', req.headers.accept));
  res.writeHead(a.status, a.headers);
  res.end(a.body);
}

// A request Node's parser refused before any handler saw it: headers or request line past the size
// limit (431), a request not whole within Node's headersTimeout or requestTimeout (408), or no HTTP at
// all (400). Node's default answer is a bare status line; this one says what
// went wrong, as the envelope when what arrived of the request names a platform path or accepts JSON.
function clientError(err, socket) {
  if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
  const head = (err.rawPacket ?? Buffer.alloc(0)).subarray(0, 16 * 1024).toString('latin1');
  const target = /^[A-Z]+ (\S+)/.exec(head)?.[1] ?? '';
  const accept = /\r\naccept:([^\r\n]*)/i.exec(head)?.[1];
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  // An answer already under way cannot be followed by another.
  if (timedOut && socket._httpMessage?.headersSent) return socket.destroy();
  const a = tooLarge
    ? plainAnswer('headers_too_large', 'The request line or headers are larger than this server accepts (16 KB): shorten the URL or the cookies', wantsJson(target, accept))
    : timedOut
      ? plainAnswer('request_timeout', 'The request did not arrive whole in time', wantsJson(target, accept))
      : plainAnswer('bad_request', 'The request is not valid HTTP', wantsJson(target, accept));
  const reason = tooLarge ? 'Request Header Fields Too Large' : timedOut ? 'Request Timeout' : 'Bad Request';
  const statusLine = `HTTP/1.1 ${a.status} ${reason}\r\nconnection: close\r\n`;
  socket.end(
    statusLine +
      Object.entries(a.headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n' +
      a.body,
  );
}

// The app's process-wide database handle and Redis client (db/client.ts, lib/shared/redis.ts), if opened:
// closed on stop so PostgreSQL sees clean disconnects and PGlite writes its files out. At most 2 + 3 s.
async function closeConnections() {
  // lib/domains/platform/analytics/flush.ts: the page views counted since the last flush are written first.
  const analytics = bridgeSlot('analytics');
  await Promise.race([analytics?.flush().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  const db = bridgeSlot('db');
  const redis = bridgeSlot('redis');
  // lib/shared/cache/generation.ts: the connections of cache invalidation (Redis pub/sub, the database's LISTEN).
  const subscriber = bridgeSlot('generation-subscriber');
  const publisher = bridgeSlot('generation-publisher');
  const close = Promise.allSettled([db?.then((h) => h.close()), redis?.quit(), subscriber?.client?.quit(), subscriber?.database?.close(), publisher?.quit()]);
  await Promise.race([close, new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
}

// A page, compressed when the client takes it (server/compress.mjs).
function send(req, res, page) {
  const answer = compressAnswer(page, req.headers['accept-encoding']);
  if (!(answer instanceof Promise)) return write(res, answer);
  answer.then(
    (compressed) => write(res, compressed),
    (err) => {
      log.error({ err }, 'page compression failed: sent as it is');
      write(res, page);
    },
  );
}

function write(res, page) {
  const body = page.body ?? '';
  // A cached page's headers carry its content-length already (lib/pages/caches.ts).
  if (page.headers['content-length'] === undefined) res.setHeader('content-length', String(Buffer.byteLength(body)));
  res.writeHead(page.status, page.setCookies ? { ...page.headers, 'set-cookie': page.setCookies } : page.headers);
  res.end(body);
}

// Issue 48, forwarding between lanes (server/lane-forward.mjs): a request whose host belongs to the
// other lane goes to a worker of that lane over the cluster's Unix sockets, whatever connection it came
// on (a proxy's pooled connection, a client mixing hosts, a connection opened before its host moved),
// and the connection stays open. A direct client whose connection carried that host alone is still told
// `Connection: close`, so its next connection is handed to the right worker and skips the hop. A
// forwarded request is served where it arrives (no second hop), with the client address and request id
// the forwarding worker saw. Null without the primary's directory and secret (never with `node
// server/server.mjs`).
function laneForwarding(server, lane, onSocket) {
  const dir = process.env.SITE_PLATFORM_LANE_DIR;
  const secret = process.env.SITE_PLATFORM_LANE_SECRET;
  // Not left where the app's code could read it.
  delete process.env.SITE_PLATFORM_LANE_SECRET;
  if (!dir || !secret) return null;
  const forwarder = createForwarder({ secret });
  const listener = listenForForwards({
    dir,
    lane,
    onConnection(socket) {
      socket.laneForwarded = true;
      onSocket(socket);
      server.emit('connection', socket);
    },
  });
  const otherLane = lane === 'heavy' ? 'normal' : 'heavy';
  return {
    listener,
    forwarder,
    // True when the request was forwarded (it is answered through the other worker).
    take(req, res, host, elsewhere) {
      const clientIp = forwardedClient(req, secret);
      if (clientIp !== null) {
        req.laneForwarded = true;
        req.laneClientIp = clientIp;
        return false;
      }
      if (!elsewhere || req.socket.laneForwarded || !forwarder.has(otherLane)) return false;
      if (!TRUST_PROXY && (req.socket.laneHost ??= host) === host) res.setHeader('connection', 'close');
      guardUnreadBody(req, res);
      const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER], TRUST_PROXY);
      const answer = (status, text) => {
        const a = plainAnswer(status === 503 ? 'unavailable' : 'bad_gateway', text, wantsJson(req.url ?? '', req.headers.accept));
        res.setHeader(REQUEST_ID_HEADER, requestId);
        res.writeHead(a.status, a.headers);
        res.end(a.body);
      };
      forwarder.forward(req, res, { lane: otherLane, host, clientIp: req.socket.remoteAddress ?? 'unknown', requestId, answer });
      return true;
    },
    close: () => listener.close(),
  };
}

// A worker of a lane (server/lanes.mjs) takes its connections from the primary instead of listening,
// reports each second how busy its hosts kept it, and passes a request whose host belongs to the other
// lane on to a worker of that lane (closing a direct connection after it, so the client's next
// connection is handed to the right worker).
function laneWorker(server, lane) {
  const heavyLane = lane === 'heavy';
  const load = createHostLoad({ cores: os.availableParallelism() });
  let heavyHosts = new Set();
  const sockets = new Set();
  const forwarding = laneForwarding(server, lane, (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let accepting = true;
  // The host of the request being served, for lib/pages/render.ts: a render of a host moved away while
  // it ran takes its turns behind (lib/liquid/run.ts), so what it started weighs little meanwhile.
  const requestHost = new AsyncLocalStorage();
  if (!heavyLane) setBridgeSlot('lane-background', () => heavyHosts.has(requestHost.getStore()));
  // The loop time each render holds (lib/liquid/run.ts) is its host's work, and so is the time of a
  // plugin run it asks for on a sandbox thread (lib/domains/messaging/plugins/sandbox/pool.ts, charged when it ends).
  setBridgeSlot('loop-charge', (ms) => load.charge(requestHost.getStore(), ms));
  setBridgeSlot('thread-charger', () => {
    const host = requestHost.getStore();
    return host === undefined ? undefined : (ms) => load.chargeThread(host, ms);
  });
  // Node sets up its connection tracking (header timeouts, closeIdleConnections) on 'listening'.
  server.emit('listening');
  process.on('message', (msg, socket) => {
    if (Array.isArray(msg?.heavyHosts)) heavyHosts = new Set(msg.heavyHosts);
    if (msg?.laneSockets) forwarding?.forwarder.setTargets(msg.laneSockets);
    if (typeof msg?.laneConnection !== 'string' || !socket) return;
    if (!accepting) return socket.destroy();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    server.emit('connection', socket);
    // The bytes the primary read to find the host: the start of the first request.
    socket.emit('data', Buffer.from(msg.laneConnection, 'base64'));
    socket.resume();
  });
  setInterval(() => process.connected && process.send({ laneReport: { ...load.report() } }), 1000).unref();
  return {
    // Ready once its socket for forwarded requests listens (without it, it forwards nothing to it).
    ready: () =>
      Promise.resolve(forwarding?.listener.listening)
        .catch((err) => log.error({ err }, 'lane forwarding: the socket could not listen; requests of the other lane are served here'))
        .then((socketPath) => process.send({ laneReady: true, forwardSocket: socketPath ?? null })),
    // Counts the request for its host; true when it is answered without this worker serving it: a
    // request for a host of the other lane is forwarded to a worker of that lane (issue 48, see
    // laneForwarding). Only while no such worker is known (one being replaced) the old answers stand:
    // on a connection opened for another host it is told to use a new connection (421), since a client
    // could open one with a light site's page and send a heavy one's work down it, unless behind a proxy
    // of yours (TRUST_PROXY), which pools connections across hosts, where it is served.
    track(req, res) {
      const host = normalHost(req.headers.host ?? '');
      // >>> issue 48: forwarding between lanes
      if (forwarding && forwarding.take(req, res, host, heavyHosts.has(host) !== heavyLane)) return true;
      res.once('close', load.start(host, req));
      if (req.laneForwarded) return false;
      // <<< issue 48
      req.socket.laneHost ??= host;
      if (heavyHosts.has(host) === heavyLane) return false;
      res.setHeader('connection', 'close');
      if (TRUST_PROXY || req.socket.laneHost === host) return false;
      const a = plainAnswer('misdirected_request', 'This connection was opened for another site: send the request on a new connection', wantsJson(req.url ?? '', req.headers.accept));
      res.writeHead(a.status, a.headers);
      res.end(a.body);
      return true;
    },
    // Runs `serve` as the request's own work (see requestHost).
    serving: (req, serve) => requestHost.run(normalHost(req.headers.host ?? ''), serve),
    // Stop: no new connections; resolves once every connection has closed.
    drained() {
      accepting = false;
      forwarding?.close();
      return new Promise((resolve) => {
        const check = () => sockets.size === 0 && resolve();
        check();
        setInterval(check, 50).unref();
      });
    },
  };
}

// `beforeListen`: awaited between Next's prepare and listening (a standby worker waits there, prepared).
// `lane`: a worker of a tenant lane, given its connections by the primary (server/start.mjs).
export async function startServer({ port = Number(process.env.PORT || 3000), hostname = process.env.HOSTNAME || '0.0.0.0', beforeListen = async () => {}, lane } = {}) {
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  await beforeListen({ handle });
  let lanes = null;
  const server = http.createServer((req, res) => {
    if (lanes?.track(req, res)) return;
    // A body left unread by the answer (a 413, a refusal before reading) must not wedge the connection.
    guardUnreadBody(req, res);
    // A body that stops arriving ends in a 408 (its wait is charged to no host: server/lanes.mjs).
    watchBody(req, res, bodyTimedOut);
    // One id per request, on the request Next sees and on the answer (lib/http/request-log.ts logs it).
    const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER], TRUST_PROXY || req.laneForwarded === true);
    req.headers[REQUEST_ID_HEADER] = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);
    const bad = badTarget(req.url);
    if (bad) return badRequest(req, res, bad);
    const pages = bridgeSlot('outer-page-handler');
    let cached = null;
    try {
      cached = pages?.cached(req.method, req.url, req.headers) ?? null;
    } catch (err) {
      log.error({ err, reqId }, 'page cache failed');
    }
    if (cached) return send(req, res, cached);
    if (!pages) return toNext(req, res);
    const render = () => pages.render(req.method, req.url, req.headers);
    (lanes ? lanes.serving(req, render) : render()).then(
      (page) => (page ? send(req, res, page) : toNext(req, res)),
      (err) => {
        log.error({ err, reqId, path: req.url.split('?')[0] }, 'page failed');
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', ...PLAIN_HEADERS });
        res.end('<!doctype html><h1>500</h1><p>This page could not be served.</p>');
      },
    );
  });
  const toNext = (req, res) => {
    req.headers[SOCKET_IP_HEADER] = `${SOCKET_IP_SECRET} ${req.laneClientIp ?? req.socket.remoteAddress ?? 'unknown'}`;
    // A route's work (a plugin run it starts, a render) knows its host too.
    if (lanes) lanes.serving(req, () => handle(req, res));
    else handle(req, res);
  };
  server.on('clientError', clientError);
  server.keepAliveTimeout = 65_000;
  if (lane) lanes = laneWorker(server, lane);
  else
    await new Promise((resolve, reject) => {
      server.once('error', (err) => {
        if (err.code === 'EADDRINUSE') err.message = `Port ${port} is in use: stop the other server or set PORT to a free port`;
        reject(err);
      });
      server.listen(port, hostname, resolve);
    });
  const shown = process.env.PLATFORM_HOST || 'localhost';
  const sites = process.env.SITES_DOMAIN || shown;
  const where = lane ? ` (${lane} lane)` : '';
  // "ready" only once a request can be answered: on a first start the embedded database is created
  // (about 15 s), and a newcomer who opened the address at "ready" waited that long for the first page.
  log.info(`listening on port ${port}${where}: starting the platform (database, migrations)…`);
  void platformStarted().then(() => log.info(`ready: http://${shown}:${port} (the admin at http://${shown}:${port}/admin, sites at http://<subdomain>.${sites}:${port})${where}`));
  lanes?.ready();
  // Stop taking connections, let requests in flight finish (idle keep-alive sockets close now), end
  // the rest after a grace period, then close the database and Redis connections.
  const stop = () => {
    let exiting = false;
    const exit = () => {
      if (exiting) return;
      exiting = true;
      closeConnections().finally(() => process.exit(0));
    };
    if (lanes) lanes.drained().then(exit);
    else server.close(exit);
    // A keep-alive connection turns idle when its last response is sent: close those as they appear.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      server.closeAllConnections();
      exit();
    }, 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((err) => {
    log.fatal(err.message);
    process.exit(isConfigurationError(err) ? EXIT_CONFIG : 1);
  });
}
