// Headers every answer carries, and the stricter ones for what the platform itself renders (its API,
// its own HTML pages). A tenant's template pages are the tenant's: they get only the common ones.
export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

// The platform's own HTML: no script at all, inline style only, and never framed.
export const PLATFORM_PAGE_HEADERS: Record<string, string> = {
  ...COMMON_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

// JSON answers are data, never a document to frame or run.
export const API_HEADERS: Record<string, string> = {
  ...COMMON_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

// A template preview: the tenant's unsaved page, framed by the admin on the platform origin. Sandboxed
// (an opaque origin: no cookies, storage or same-origin requests of the site's), framed only by the
// platform, and never stored by anyone.
export const previewHeaders = (platformOrigin: string): Record<string, string> => ({
  ...COMMON_SECURITY_HEADERS,
  'content-security-policy': `sandbox allow-scripts allow-forms; frame-ancestors ${platformOrigin}`,
  'cache-control': 'no-store',
});

// Pages: anonymous output is the same for everyone; output for a credential may differ per caller;
// the bytes differ with the encoding the client takes (server/compress.mjs).
export const PAGE_VARY = 'Cookie, Authorization, Accept-Encoding';

// The admin (platform host only), which holds the platform's strongest session. An inline script runs
// only with this answer's nonce (Next puts it on every script it writes, proxy.ts hands it the policy),
// an external one only from the admin's own origin (Next's chunks, Monaco's loader, modules and
// workers), and nothing may eval. No 'strict-dynamic': everything the admin loads is its own origin's,
// and 'strict-dynamic' would also run an inline script that any running script inserts. Styles may be
// inline (Mantine writes its CSS variables in <style> elements and style attributes). Also: Monaco's
// workers (blob: URLs), the site hosts as preview frames and image previews (an uploaded file is served
// only on its site's host), preview form targets and upload targets (the
// local store takes a file's bytes on its site's host; S3 on `uploadOrigins`), and never framed itself.
// The nonce is per answer, so the HTML is never stored.
export function adminHeaders(nonce: string, siteOrigins: string, uploadOrigins: string[] = []): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${siteOrigins}`,
    "font-src 'self' data:",
    ["connect-src 'self'", siteOrigins, ...uploadOrigins].join(' '),
    "worker-src 'self' blob:",
    `frame-src ${siteOrigins}`,
    `form-action 'self' ${siteOrigins}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...COMMON_SECURITY_HEADERS, 'content-security-policy': csp, 'x-frame-options': 'DENY', 'cache-control': 'no-store' };
}

// The request header proxy.ts hands the nonce to the admin's root layout in (for the inline script it
// writes itself); the proxy sets it on every admin request, so a client's own value never reaches it.
export const NONCE_HEADER = 'x-nonce';

// A fresh nonce for one admin answer: 128 random bits.
export const newNonce = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
