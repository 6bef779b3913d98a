import { getDomain } from 'tldts';
import { env } from '@/lib/shared/env';
import { AppError } from '@/lib/shared/errors';

// Cookies a host can trust to be its own. A page of any host may set a cookie for a parent domain
// (`Domain=<sites domain>`), which the browser then sends to every sibling host: a tenant's script
// could hand its own session to visitors of every other site ("cookie tossing"). On an https
// deployment every cookie we set is named `__Host-…`: the browser accepts such a cookie only
// host-only, Secure and at `Path=/`, so no other host can ever set one, and the plain names are not
// read at all. Over plain http no such rule exists: a name that arrives twice is refused instead.

export const hostOnlyCookies = (): boolean => env.PUBLIC_SCHEME === 'https';

// The name we set and read for `base` (`current_user` → `__Host-current_user` on https).
export const cookieName = (base: string): string => (hostOnlyCookies() ? `__Host-${base}` : base);

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape is just an unusable value, not a server error
  }
}

// Every value the header carries for `name`, in the browser's order (longest path first).
export function cookieValues(header: string | null | undefined, name: string): string[] {
  const values: string[] = [];
  if (!header) return values;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(decoded(part.slice(eq + 1).trim()));
  }
  return values;
}

export type CookieRead = { kind: 'none' } | { kind: 'one'; value: string } | { kind: 'conflict' };

// The one non-empty value of any of `names` (read in that order of preference); two different values
// mean some other host set one of them: `conflict`, and nothing is trusted.
export function readCookie(header: string | null | undefined, names: readonly string[]): CookieRead {
  const values = new Set(names.flatMap((name) => cookieValues(header, name)).filter((v) => v !== ''));
  if (values.size === 0) return { kind: 'none' };
  if (values.size > 1) return { kind: 'conflict' };
  return { kind: 'one', value: [...values][0]! };
}

export interface CookieOptions {
  maxAge: number;
  sameSite: 'Lax' | 'Strict';
  // The request came over https (a `__Host-` cookie is Secure whatever this says).
  secure: boolean;
}

export function setCookie(name: string, value: string, o: CookieOptions): string {
  const secure = o.secure || hostOnlyCookies();
  return `${name}=${value}; Path=/; HttpOnly; SameSite=${o.sameSite}; Max-Age=${o.maxAge}${secure ? '; Secure' : ''}`;
}

// Set-Cookie lines that expire `names` wherever another host may have put them: host-only and for
// every parent domain of `host` up to its registrable domain, at `/` and at every prefix of `path`
// (a longer path is sent first, so a tossed cookie hides behind one). Bounded: a few domains, paths
// up to four segments deep.
export function expiringCookies(host: string, path: string, names: readonly string[]): string[] {
  const domains: (string | null)[] = [null, ...parentDomains(host)];
  const segments = takeWhile(path.split('/').filter(Boolean), (seg) => PATH_SEGMENT.test(seg)).slice(0, 4);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  const lines: string[] = [];
  for (const name of names) {
    // A `__Host-` cookie exists host-only at `/` alone, and is only accepted (so only expired) Secure.
    if (name.startsWith('__Host-')) {
      lines.push(`${name}=; Path=/; Max-Age=0; Secure`);
      continue;
    }
    for (const domain of domains) {
      for (const p of paths) lines.push(`${name}=; Path=${p}; Max-Age=0${domain ? `; Domain=${domain}` : ''}`);
    }
  }
  return lines;
}

// A segment that can stand in a Path attribute as it is (the request's path, still percent-encoded):
// never a `;` that would end the attribute, a space, a control character or a non-ASCII one.
const PATH_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,=:@%-]+$/;

function takeWhile<T>(list: T[], keep: (item: T) => boolean): T[] {
  const end = list.findIndex((item) => !keep(item));
  return end === -1 ? list : list.slice(0, end);
}

function parentDomains(host: string): string[] {
  const registrable = getDomain(host, { allowPrivateDomains: true });
  if (!registrable || registrable === host) return [];
  const labels = host.split('.');
  const parents: string[] = [];
  for (let i = 1; i < labels.length; i++) {
    const parent = labels.slice(i).join('.');
    parents.push(parent);
    if (parent === registrable) break;
  }
  return parents;
}

// A request that carried two values for one session cookie: refused (401) and answered with
// `expire`, the Set-Cookie lines that clear them, so the browser's next request starts clean.
export class CookieConflict extends AppError {
  constructor(readonly expire: string[]) {
    super('unauthorized', 'Two session cookies arrived for this address (one was set by another site): you are signed out, sign in again');
  }
}
