// What a page view is, reduced to what may be kept: a normalised path (never a query string), the
// referring host (never its path or query), and whether a user agent is a crawler. Nothing here keeps
// an address, a cookie or a user.

// Buckets (they start with `(`, which no normalised path does).
export const NOT_FOUND_PATH = '(not found)';
export const OTHER = '(other)';

const MAX_PATH_LENGTH = 200;
const MAX_HOST_LENGTH = 100;

// Crawlers, link previews, monitors and scripted clients are skipped, not counted (the UA is only read).
const BOT = /bot|crawl|spider|slurp|preview|monitor|headless|lighthouse|curl|wget|python-|java\/|go-http|okhttp|facebookexternalhit/i;
// Verdicts of the few user agents a process sees (a look-up costs a tenth of the expression); emptied when full.
const verdicts = new Map<string, boolean>();
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  let bot = verdicts.get(userAgent);
  if (bot === undefined) {
    bot = BOT.test(userAgent);
    if (verdicts.size >= 1_000) verdicts.clear();
    if (userAgent.length <= 512) verdicts.set(userAgent, bot);
  }
  return bot;
}

// The path an answer is counted under: its own for an HTML page (2xx), one bucket for every 404 (a
// visitor asking for random URLs adds one row, not thousands); null for what is no page view
// (assets, feeds, redirects, errors).
export function viewPath(path: string, status: number, contentType: string | undefined): string | null {
  if (status === 404) return NOT_FOUND_PATH;
  if (status < 200 || status > 299 || !contentType?.startsWith('text/html')) return null;
  return path;
}

// Control characters out, repeated slashes folded, no trailing slash, length-capped. Runs at flush
// time, off the request path.
export function normalisePath(raw: string): string {
  if (raw.startsWith('(')) return raw;
  let p = raw.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '') || '/';
  return p.length > MAX_PATH_LENGTH ? p.slice(0, MAX_PATH_LENGTH) : p;
}

const hostname = (host: string): string => {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
};

// Scheme and authority of a Referer (`https://news.example`) -> its host: a site sees few referring
// origins, so a hit costs one map look-up instead of parsing. Never the path or query. Emptied when full.
const KNOWN_ORIGINS = 2_000;
const hosts = new Map<string, string | null>();

// Same-site navigation (the common case: a Referer of this very host) is recognised without parsing.
function fromOwnHost(referer: string, start: number, ownHost: string): boolean {
  if (!referer.startsWith(ownHost, start)) return false;
  const next = referer.charCodeAt(start + ownHost.length);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */ || next === 35; /* # */
}

// The host of an http(s) Referer, lower-case, without user info or port; null for none, another
// scheme, something unreadable, or this very site (navigation inside the site is no referral).
// It runs on every page view that carries a Referer: string operations, no URL object, and a cache.
export function referrerHost(referer: string, ownHost: string | null | undefined): string | null {
  const start = referer.startsWith('https://') ? 8 : referer.startsWith('http://') ? 7 : -1;
  if (start === -1 || (ownHost && fromOwnHost(referer, start, ownHost))) return null;
  let end = start;
  while (end < referer.length) {
    const c = referer.charCodeAt(end);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */) break;
    end++;
  }
  const origin = end === referer.length ? referer : referer.slice(0, end);
  let host = hosts.get(origin);
  if (host === undefined) {
    host = parseHost(origin.slice(start));
    // User info (`user:secret@host`) is not remembered, even in memory.
    if (origin.length <= 200 && !origin.includes('@')) {
      if (hosts.size >= KNOWN_ORIGINS) hosts.clear();
      hosts.set(origin, host);
    }
  }
  return host !== null && ownHost && sameHost(ownHost, host) ? null : host;
}

// `site.localhost:3000` against `site.localhost`: the Host header with or without its port.
const sameHost = (ownHost: string, host: string) => ownHost.startsWith(host) && (ownHost.length === host.length || ownHost[host.length] === ':');

function parseHost(authority: string): string | null {
  const at = authority.lastIndexOf('@');
  const host = hostname(at === -1 ? authority : authority.slice(at + 1)).toLowerCase();
  if (!host || host.length > MAX_HOST_LENGTH || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) return null;
  return host;
}
