// What a page view is, reduced to what may be kept: a normalised path (never a query string), the
// referring host (never its path or query), and whether a user agent is a crawler. Nothing here keeps
// an address, a cookie or a user.

// Buckets (they start with `(`, which no normalised path does).
export const NOT_FOUND_PATH = '(not found)';
export const OTHER = '(other)';

export const MAX_PATH_LENGTH = 200;
const MAX_HOST_LENGTH = 100;

// Crawlers, link previews, monitors and scripted clients are skipped, not counted (the UA is only read).
const BOT = /bot|crawl|spider|slurp|preview|monitor|headless|lighthouse|curl|wget|python-|java\/|go-http|okhttp|facebookexternalhit/i;
export const isBot = (userAgent: string | null | undefined): boolean => !!userAgent && BOT.test(userAgent);

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
  // eslint-disable-next-line no-control-regex
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

// The host of an http(s) Referer, lower-case, without user info or port; null for none, another
// scheme, something unreadable, or this very site (navigation inside the site is no referral).
// A few string operations, no URL object: it runs on every page view that carries a Referer.
export function referrerHost(referer: string, ownHost: string | null | undefined): string | null {
  const start = referer.startsWith('https://') ? 8 : referer.startsWith('http://') ? 7 : -1;
  if (start === -1) return null;
  let end = start;
  while (end < referer.length) {
    const c = referer.charCodeAt(end);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */) break;
    end++;
  }
  let authority = referer.slice(start, end);
  const at = authority.lastIndexOf('@');
  if (at !== -1) authority = authority.slice(at + 1);
  const host = hostname(authority).toLowerCase();
  if (!host || host.length > MAX_HOST_LENGTH || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) return null;
  if (ownHost && hostname(ownHost.toLowerCase()) === host) return null;
  return host;
}
