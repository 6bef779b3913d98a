// The CLI's one way to the platform's JSON API: the envelope unwrapped, its error text thrown as is.
// A site on `*.localhost` is reached on the loopback address with its name in the Host header, as
// browsers do (RFC 6761): glibc does not resolve those names, and `npm run dev` serves sites there.
import http from 'node:http';
import https from 'node:https';

export class ApiError extends Error {
  constructor(status, message, data) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export const loopbackLookup = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  import('node:dns').then((dns) => dns.lookup(hostname, options, callback), callback);
};

// `site`: the site's URL (https://shop.example.com or http://demo.localhost:3000).
export function apiClient(site, token) {
  const base = new URL(site);
  const send = (method, path, body, extraHeaders = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(path, base);
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers = { accept: 'application/json', ...extraHeaders };
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(payload.length) });
      const transport = url.protocol === 'https:' ? https : http;
      const req = transport.request(url, { method, headers, lookup: loopbackLookup, timeout: 60_000 }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const type = String(res.headers['content-type'] ?? '');
          if (!type.includes('json')) {
            if ((res.statusCode ?? 0) >= 400) reject(new ApiError(res.statusCode, `${method} ${url.pathname}: HTTP ${res.statusCode}`));
            else resolve({ status: res.statusCode, headers: res.headers, raw });
            return;
          }
          let json;
          try {
            json = JSON.parse(raw.toString('utf8'));
          } catch {
            reject(new ApiError(res.statusCode, `${method} ${url.pathname}: the answer is not JSON (HTTP ${res.statusCode})`));
            return;
          }
          const data = json?.data ?? {};
          if (json?.state === 'error' || (res.statusCode ?? 0) >= 400) reject(new ApiError(res.statusCode, typeof data.text === 'string' ? data.text : `HTTP ${res.statusCode}`, data));
          else resolve({ status: res.statusCode, headers: res.headers, data });
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${url.pathname}: no answer within 60 s`)));
      req.on('error', (err) => reject(err.code === 'ECONNREFUSED' ? new Error(`cannot reach ${base.origin}: is the platform running there? (${err.message})`) : err));
      if (payload) req.write(payload);
      req.end();
    });
  return {
    origin: base.origin,
    get: (path) => send('GET', path),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body) => send('PUT', path, body),
    del: (path) => send('DELETE', path),
    // Every row of a paged list (?page=, page_size=100).
    async all(path) {
      const rows = [];
      for (let page = 1; ; page++) {
        const sep = path.includes('?') ? '&' : '?';
        const { data } = await send('GET', `${path}${sep}page=${page}&page_size=100`);
        rows.push(...(data.items ?? []));
        if (!data.pagination?.more) return rows;
      }
    },
  };
}
