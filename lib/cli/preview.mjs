// The local preview of `watch`: a proxy on 127.0.0.1 to the site that adds, to each HTML page, a
// script listening for pushes; after each push it reloads the open pages the pushed file shapes. The site itself is
// untouched: the page a visitor gets has no such script.
import http from 'node:http';
import https from 'node:https';
import { loopbackLookup } from './client.mjs';

const EVENTS_PATH = '/__site-platform/events';
// Each open page listens with its own path, so a push reloads only the pages the file shapes.
const RELOAD_SCRIPT = `<script>new EventSource(${JSON.stringify(`${EVENTS_PATH}?path=`)} + encodeURIComponent(location.pathname)).addEventListener('reload', () => location.reload());</script>`;

// Whether a page at `path` is rendered by a page template at `permalink` (`/blog/:slug`; `/index` is
// also `/`). A layout, partial or asset may shape any page.
function pageUses(change, path) {
  if (change.type !== 'page' || !change.permalink) return true;
  if (change.permalink === '/index' && path === '/') return true;
  const pattern = change.permalink
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`).test(path);
}
export function startPreview(site, port) {
  const target = new URL(site);
  const listeners = new Set();
  const server = http.createServer((req, res) => {
    const asked = new URL(req.url ?? '/', 'http://preview');
    if (asked.pathname === EVENTS_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': listening\n\n');
      const listener = { res, path: asked.searchParams.get('path') ?? '/' };
      listeners.add(listener);
      req.on('close', () => listeners.delete(listener));
      return;
    }
    const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
    const transport = target.protocol === 'https:' ? https : http;
    const upstream = transport.request(new URL(req.url ?? '/', target), { method: req.method, headers, lookup: loopbackLookup }, (up) => {
      const type = String(up.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks = [];
      up.on('data', (c) => chunks.push(c));
      up.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const body = html.includes('</body>') ? html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${RELOAD_SCRIPT}</body>`) : html + RELOAD_SCRIPT;
        const out = { ...up.headers };
        delete out['content-length'];
        // The page's own policy would refuse the inline script: the preview drops it.
        delete out['content-security-policy'];
        res.writeHead(up.statusCode ?? 200, out);
        res.end(body);
      });
    });
    upstream.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The site did not answer: ${err.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        // `change`: the pushed file ({ path, type, permalink }).
        reload(change) {
          for (const l of listeners) if (pageUses(change, l.path)) l.res.write(`event: reload\ndata: ${JSON.stringify({ file: change.path })}\n\n`);
        },
        close: () =>
          new Promise((done) => {
            for (const l of listeners) l.res.end();
            server.close(() => done());
          }),
      }),
    );
  });
}
