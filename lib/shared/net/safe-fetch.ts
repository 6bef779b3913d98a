import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { env } from '@/lib/shared/env';
import { anyAddress, publicOnly, type AddressPolicy } from './address-policy';

export class FetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  // False: a 3xx is the answer (a webhook counts it as a failure); no hop is followed.
  followRedirects?: boolean;
  // True: a body past maxBytes is cut there (the answer stands) instead of refused.
  truncateBody?: boolean;
  // Which resolved addresses may be contacted; defaults to public-only unless ALLOW_PRIVATE_FETCH.
  policy?: AddressPolicy;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
}

const defaultPolicy = (): AddressPolicy => (env.ALLOW_PRIVATE_FETCH ? anyAddress : publicOnly);

// DNS answers are checked at connect time, and the socket uses exactly the checked address, so a
// name cannot resolve to one address for the check and another for the connection. Every answer
// must pass. Refusals and failures name the URL's host as written, never an address it resolved
// to: a site's log must not become a map of the platform's network.
function guardedLookup(policy: AddressPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses;
      if (list.length === 0) return callback(new FetchRefused(`${hostname} does not resolve`), '', 0);
      if (!list.every((a) => policy(a.address))) return callback(new FetchRefused(`${hostname} resolves to a private or reserved address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function once(url: URL, opts: Required<Pick<SafeFetchOptions, 'timeoutMs' | 'maxBytes'>> & SafeFetchOptions, policy: AddressPolicy): Promise<SafeResponse> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal IPs skip DNS lookup, so they are checked here.
  if (net.isIP(host) && !policy(host)) return Promise.reject(new FetchRefused(`the URL's host is a private or reserved address`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method: opts.method ?? 'GET', headers: { 'user-agent': 'site-platform-fetch/1', ...opts.headers }, lookup: guardedLookup(policy), timeout: opts.timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > opts.maxBytes) {
            if (opts.truncateBody) {
              chunks.push(c.subarray(0, c.length - (size - opts.maxBytes)));
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), url: url.toString() });
              req.destroy();
              return;
            }
            req.destroy(new FetchRefused(`response larger than ${opts.maxBytes} bytes`));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), url: url.toString() }));
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new FetchRefused(`no complete answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(new FetchRefused(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', (err) => reject(err instanceof FetchRefused ? err : unreachable(url, err)));
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

// Node's network errors name the connected address and port ("connect ECONNREFUSED 10.0.0.5:80"):
// only their code is kept.
function unreachable(url: URL, err: Error): Error {
  const code = (err as NodeJS.ErrnoException).code;
  return new Error(`${url.host} could not be reached (${code ?? err.name})`);
}

// Server-side fetch for templates and webhooks: http(s) only, timeout, size cap, and every redirect
// hop goes through the same address check.
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const opts = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3, ...options };
  const policy = options.policy ?? defaultPolicy();
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchRefused(`not a URL: ${input.slice(0, 100)}`);
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`only http and https URLs may be fetched`);
    const res = await once(url, opts, policy);
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location || options.followRedirects === false) return res;
    if (hop >= opts.maxRedirects) throw new FetchRefused(`more than ${opts.maxRedirects} redirects`);
    url = new URL(location, url);
  }
}
