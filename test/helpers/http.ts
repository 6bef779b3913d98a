import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { checkDocumented } from './documented';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: { state?: string; data?: Record<string, unknown> } | undefined;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  // Another server's URL (from startServer); the run's shared server when unset.
  base?: string;
}

export const PLATFORM = 'localhost';
export const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

// A request to the test server with a chosen Host header (the tenant).
export function request(host: string, method: string, path: string, opts: RequestOptions = {}): Promise<Reply> {
  const base = new URL(opts.base ?? inject('serverUrl'));
  const headers: Record<string, string> = { accept: 'application/json', host: `${host}:${base.port}`, ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | Buffer | undefined = opts.raw;
  if (payload === undefined && opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: base.hostname, port: base.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Reply['json'];
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        checkDocumented(method, path, res.statusCode ?? 0);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

// Response JSON read by path in assertions: typing each response is the later no-unsafe-* work.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped boundary of the API tests
export const data = (r: Reply) => (r.json?.data ?? {}) as Record<string, any>;

// `base`: another server (see RequestOptions.base); each call's own options may still name one.
export const api = (host: string, base?: string) => ({
  get: (path: string, opts?: RequestOptions) => request(host, 'GET', path, { base, ...opts }),
  post: (path: string, body?: unknown, opts?: RequestOptions) => request(host, 'POST', path, { base, ...opts, body }),
  put: (path: string, body?: unknown, opts?: RequestOptions) => request(host, 'PUT', path, { base, ...opts, body }),
  patch: (path: string, body?: unknown, opts?: RequestOptions) => request(host, 'PATCH', path, { base, ...opts, body }),
  del: (path: string, opts?: RequestOptions) => request(host, 'DELETE', path, { base, ...opts }),
});

export async function adminToken(base?: string): Promise<string> {
  const r = await api(PLATFORM, base).post('/api/v1/auth/login', { email: 'admin@example.test', password: 'admin-password-1' });
  if (r.status !== 200) throw new Error(`admin login failed: ${r.status} ${r.text}`);
  return data(r).token as string;
}

// A fresh site created by the platform admin, with its host and an owner token (role 5).
export async function newSite(name = 'Test site', base?: string) {
  const admin = await adminToken(base);
  const subdomain = unique('t');
  const email = `${subdomain}@example.test`;
  const r = await api(PLATFORM, base).post('/api/v1/sites/new', { subdomain, name, email, password: 'owner-password-1' });
  if (r.status !== 201) throw new Error(`site creation failed: ${r.status} ${r.text}`);
  return { uid: data(r).item.uid as string, host: `${subdomain}.localhost`, ownerToken: data(r).token as string, ownerEmail: email, admin, base };
}

// Signs up a user on `host` and gives them `role` there (through the site owner).
export async function userWithRole(site: { host: string; ownerToken: string; base?: string }, role: number, name = 'User') {
  const email = `${unique('u')}@example.test`;
  const r = await api(site.host, site.base).post('/api/v1/auth/signup', { email, password: 'user-password-1', name });
  if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${r.text}`);
  const uid = data(r).item.uid as string;
  if (role !== 1) {
    const g = await api(site.host, site.base).put(`/api/v1/users/${uid}`, { role }, { token: site.ownerToken });
    if (g.status !== 200) throw new Error(`grant failed: ${g.status} ${g.text}`);
  }
  return { uid, email, token: data(r).token as string };
}
