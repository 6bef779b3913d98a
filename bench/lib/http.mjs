// The bench's own HTTP client (setting up sites, checks, probes; the load itself comes from
// bench/cannon.mjs), and whether a TCP service answers.
import http from 'node:http';
import net from 'node:net';

export const setupAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function request(port, host, method, pathname, { headers = {}, json, form, agent = setupAgent, timeoutMs = 30_000 } = {}) {
  const h = { host, accept: 'application/json, text/html', ...headers };
  let payload;
  if (json !== undefined) {
    payload = JSON.stringify(json);
    h['content-type'] = 'application/json';
  } else if (form !== undefined) {
    payload = new URLSearchParams(form).toString();
    h['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (payload !== undefined) h['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, headers: h, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode, headers: res.headers, text, json: body, at: performance.now() });
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${pathname} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export function expectStatus(r, status, what) {
  if (r.status !== status) throw new Error(`${what}: expected ${status}, got ${r.status}: ${r.text.slice(0, 300)}`);
  return r;
}

export function tcpReachable(urlText) {
  const u = new URL(urlText);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port) || 6379, timeout: 1000 }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}
