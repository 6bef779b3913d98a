// The production server: Next.js behind a thin node:http layer that records the socket's address
// (route handlers cannot see the socket) so rate limits key on the real client without TRUST_PROXY.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import next from 'next';
import { EXIT_CONFIG, isConfigurationError } from '../lib/exit-codes.mjs';
import { compressAnswer } from '../lib/http/compress.mjs';
import { createHostLoad, normalHost } from '../lib/http/lanes.mjs';
import { guardUnreadBody } from '../lib/http/unread-body.mjs';
import { batchedStdout, createLogger, REQUEST_ID_HEADER, requestIdFrom } from '../lib/server-log-core.mjs';

// Made before the app loads, so its logger (lib/server-log.ts) writes through it too.
const log = createLogger({}, batchedStdout());
// Behind a proxy of yours (TRUST_PROXY) a well-formed upstream x-request-id is kept; otherwise a client's is replaced.
const TRUST_PROXY = ['true', '1'].includes(process.env.TRUST_PROXY ?? '');

const SOCKET_IP_HEADER = 'x-platform-socket-ip';
// Proves to lib/http/client-ip.ts (same process) that the socket address header is ours, not a client's.
const SOCKET_IP_SECRET = randomBytes(24).toString('base64url');
globalThis[Symbol.for('site-platform.socket-ip-secret')] = SOCKET_IP_SECRET;
// The platform's own plain answers (see lib/http/security-headers.ts for the same policy in the app).
const PLAIN_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};
// Installed by the app at start (lib/pages/outer-handler.ts): answers site pages (cached hits at once,
// misses rendered by lib/pages) without entering Next.js; anything else takes Next's route.
const PAGE_HANDLER = Symbol.for('site-platform.outer-page-handler');
// Made by lib/platform/readiness.ts (instrumentation's register(), while Next prepares); resolved once
// start-up (database, migrations, the demo site, the platform admin) is done.
const READINESS = Symbol.for('site-platform.readiness');

async function platformStarted() {
  while (!globalThis[READINESS]) await new Promise((r) => setTimeout(r, 50));
  await globalThis[READINESS].whenStarted;
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

function plainAnswer(status, title, text, json) {
  const body = json ? JSON.stringify({ state: 'error', data: { text } }) : `<!doctype html><title>${title}</title><h1>${status}</h1><p>${text}.</p>`;
  const type = json ? 'application/json' : 'text/html; charset=utf-8';
  return { status, body, headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...PLAIN_HEADERS } };
}

function badRequest(req, res, text) {
  const a = plainAnswer(400, 'Bad request', text, wantsJson(req.url ?? '', req.headers.accept));
  res.writeHead(a.status, a.headers);
  res.end(a.body);
}

// A request Node's parser refused before any handler saw it: headers or request line past the size
// limit (431), or no HTTP at all (400). Node's default answer is a bare status line; this one says what
// went wrong, as the envelope when what arrived of the request names a platform path or accepts JSON.
function clientError(err, socket) {
  if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
  const head = (err.rawPacket ?? Buffer.alloc(0)).subarray(0, 16 * 1024).toString('latin1');
  const target = /^[A-Z]+ (\S+)/.exec(head)?.[1] ?? '';
  const accept = /\r\naccept:([^\r\n]*)/i.exec(head)?.[1];
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const a = tooLarge
    ? plainAnswer(431, 'Request header fields too large', 'The request line or headers are larger than this server accepts (16 KB): shorten the URL or the cookies', wantsJson(target, accept))
    : plainAnswer(400, 'Bad request', 'The request is not valid HTTP', wantsJson(target, accept));
  const statusLine = `HTTP/1.1 ${a.status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nconnection: close\r\n`;
  socket.end(
    statusLine +
      Object.entries(a.headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n' +
      a.body,
  );
}

// The app's process-wide database handle and Redis client (db/client.ts, lib/redis.ts), if opened:
// closed on stop so PostgreSQL sees clean disconnects and PGlite writes its files out. At most 2 + 3 s.
async function closeConnections() {
  // lib/analytics/flush.ts: the page views counted since the last flush are written first.
  const analytics = globalThis[Symbol.for('site-platform.analytics')];
  await Promise.race([analytics?.flush().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  const db = globalThis[Symbol.for('site-platform.db')];
  const redis = globalThis[Symbol.for('site-platform.redis')];
  // lib/cache/generation.ts: the connections of cache invalidation (Redis pub/sub, the database's LISTEN).
  const subscriber = globalThis[Symbol.for('site-platform.generation-subscriber')];
  const publisher = globalThis[Symbol.for('site-platform.generation-publisher')];
  const close = Promise.allSettled([db?.then((h) => h.close()), redis?.quit(), subscriber?.client?.quit(), subscriber?.database?.close(), publisher?.quit()]);
  await Promise.race([close, new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
}

// A page, compressed when the client takes it (lib/http/compress.mjs).
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

// A worker of a lane (lib/http/lanes.mjs) takes its connections from the primary instead of listening,
// reports each second how busy its hosts kept it, and closes a connection after a request whose host
// belongs to the other lane, so the client's next connection is handed to the right worker.
function laneWorker(server, lane) {
  const heavyLane = lane === 'heavy';
  const load = createHostLoad({ cores: os.availableParallelism() });
  let heavyHosts = new Set();
  const sockets = new Set();
  let accepting = true;
  // The host of the request being served, for lib/pages/render.ts: a render of a host moved away while
  // it ran takes its turns behind (lib/liquid/run.ts), so what it started weighs little meanwhile.
  const requestHost = new AsyncLocalStorage();
  if (!heavyLane) globalThis[Symbol.for('site-platform.lane-background')] = () => heavyHosts.has(requestHost.getStore());
  // Node sets up its connection tracking (header timeouts, closeIdleConnections) on 'listening'.
  server.emit('listening');
  process.on('message', (msg, socket) => {
    if (Array.isArray(msg?.heavyHosts)) heavyHosts = new Set(msg.heavyHosts);
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
    ready: () => process.send({ laneReady: true }),
    // Counts the request for its host; true when it was answered here: a request for a host of the
    // other lane on a connection opened for another host. Browsers never mix hosts on a connection; a
    // client that does could open each with a light site's page and then send a heavy one's work to
    // the ordinary lane, so it is told to use a new connection (421). Behind a proxy of yours
    // (TRUST_PROXY), which pools connections across hosts, such a request is served.
    track(req, res) {
      const host = normalHost(req.headers.host ?? '');
      req.socket.laneHost ??= host;
      res.once('close', load.start(host));
      if (heavyHosts.has(host) === heavyLane) return false;
      res.setHeader('connection', 'close');
      if (TRUST_PROXY || req.socket.laneHost === host) return false;
      const a = plainAnswer(421, 'Misdirected request', 'This connection was opened for another site: send the request on a new connection', wantsJson(req.url ?? '', req.headers.accept));
      res.writeHead(a.status, a.headers);
      res.end(a.body);
      return true;
    },
    // Runs `serve` as the request's own work (see requestHost).
    serving: (req, serve) => requestHost.run(normalHost(req.headers.host ?? ''), serve),
    // Stop: no new connections; resolves once every connection has closed.
    drained() {
      accepting = false;
      return new Promise((resolve) => {
        const check = () => sockets.size === 0 && resolve();
        check();
        setInterval(check, 50).unref();
      });
    },
  };
}

// `beforeListen`: awaited between Next's prepare and listening (a standby worker waits there, prepared).
// `lane`: a worker of a tenant lane, given its connections by the primary (scripts/start.mjs).
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
    // One id per request, on the request Next sees and on the answer (lib/http/request-log.ts logs it).
    const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER], TRUST_PROXY);
    req.headers[REQUEST_ID_HEADER] = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);
    const bad = badTarget(req.url);
    if (bad) return badRequest(req, res, bad);
    const pages = globalThis[PAGE_HANDLER];
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
    req.headers[SOCKET_IP_HEADER] = `${SOCKET_IP_SECRET} ${req.socket.remoteAddress ?? 'unknown'}`;
    handle(req, res);
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
