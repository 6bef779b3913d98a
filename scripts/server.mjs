// The production server: Next.js behind a thin node:http layer that records the socket's address
// (route handlers cannot see the socket) so rate limits key on the real client without TRUST_PROXY.
import http from 'node:http';
import next from 'next';

const SOCKET_IP_HEADER = 'x-platform-socket-ip';
// Installed by the app at start (lib/render/fast-path.ts): answers anonymous cached page hits
// without entering Next.js; anything else returns null and takes the normal route.
const FAST_PATH = Symbol.for('site-platform.fast-path');

// Next.js answers a malformed percent-escape in the path with a plain-text 500; it is the client's error.
function decodablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

function badPath(req, res) {
  const text = 'The request path has a malformed percent-escape';
  if (req.url.startsWith('/api/')) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ state: 'error', data: { text } }));
  } else {
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Bad request</title><h1>400</h1><p>${text}.</p>`);
  }
}

export async function startServer({ port = Number(process.env.PORT || 3000), hostname = process.env.HOSTNAME || '0.0.0.0' } = {}) {
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => {
    let fast = null;
    try {
      fast = globalThis[FAST_PATH]?.(req.method, req.url, req.headers) ?? null;
    } catch (err) {
      console.error('fast path:', err);
    }
    if (fast) {
      res.writeHead(fast.status, fast.headers);
      res.end(fast.body);
      return;
    }
    if (!decodablePath(req.url)) return badPath(req, res);
    req.headers[SOCKET_IP_HEADER] = req.socket.remoteAddress ?? 'unknown';
    handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', (err) => {
      if (err.code === 'EADDRINUSE') err.message = `Port ${port} is in use: stop the other server or set PORT to a free port`;
      reject(err);
    });
    server.listen(port, hostname, resolve);
  });
  const shown = process.env.PLATFORM_HOST || 'localhost';
  console.log(`ready: http://${shown}:${port} (sites at http://<subdomain>.${shown}:${port})`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
