// The local preview of `watch`: a proxy on 127.0.0.1 to the site that adds, to each HTML page, a
// script listening for pushes; after each push it reloads the pages that are open. The site itself is
// untouched: the page a visitor gets has no such script.
import http from 'node:http';
import https from 'node:https';

const EVENTS_PATH = '/__site-platform/events';
const RELOAD_SCRIPT = `<script>new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener('reload', () => location.reload());</script>`;
const loopback = (hostname, options, callback) =>
  hostname === 'localhost' || hostname.endsWith('.localhost')
    ? options.all
      ? callback(null, [{ address: '127.0.0.1', family: 4 }])
      : callback(null, '127.0.0.1', 4)
    : import('node:dns').then((dns) => dns.lookup(hostname, options, callback), callback);

export function startPreview(site, port) {
  const target = new URL(site);
  const listeners = new Set();
  const server = http.createServer((req, res) => {
    if (req.url === EVENTS_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': listening\n\n');
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return;
    }
    const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
    const transport = target.protocol === 'https:' ? https : http;
    const upstream = transport.request(new URL(req.url ?? '/', target), { method: req.method, headers, lookup: loopback }, (up) => {
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
        reload(path) {
          for (const res of listeners) res.write(`event: reload\ndata: ${JSON.stringify({ path })}\n\n`);
        },
        close: () =>
          new Promise((done) => {
            for (const res of listeners) res.end();
            server.close(() => done());
          }),
      }),
    );
  });
}
