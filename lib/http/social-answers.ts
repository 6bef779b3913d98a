import type { NextRequest } from 'next/server';
import { adminSessionCookie, sessionCookie } from '@/lib/domains/accounts/auth/credential';
import { mergeCartAtSignIn } from '@/lib/domains/shop/carts/sign-in';
import type { Issued } from '@/lib/domains/accounts/auth/operations';
import { errorJson, okJson } from '@/lib/http/envelope';
import { httpStatus, toAppError } from '@/lib/http/errors';
import { isHttps } from '@/lib/http/origin';
import { PLATFORM_PAGE_HEADERS } from '@/lib/http/security-headers';
import { log } from '@/lib/shared/server-log';
import { isProviderId } from '@/lib/domains/accounts/auth/social/schemas';
import { clearedStateCookie, stateCookie } from '@/lib/domains/accounts/auth/social/state';

// Browsers ask for HTML and get redirects and pages; an API client (Accept: application/json
// preferred over text/html) gets the JSON envelope.
export function prefersJson(accept: string | null): boolean {
  const q = (type: string) => {
    for (const part of (accept ?? '').split(',')) {
      const [media, ...params] = part.trim().toLowerCase().split(';');
      if (media?.trim() !== type) continue;
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const value = weight ? Number(weight.slice(2)) : 1;
      return Number.isFinite(value) ? value : 0;
    }
    return 0;
  };
  const json = q('application/json');
  return json > 0 && json > q('text/html');
}

const NO_STORE = { 'cache-control': 'no-store' };

// A browser is redirected to the provider; an API client (an app opening the page itself) gets the
// same URL in the envelope. Either way the state cookie goes with the answer.
export function startAnswer(req: NextRequest, provider: Parameters<typeof stateCookie>[0], location: string, state: string): Response {
  const res = prefersJson(req.headers.get('accept'))
    ? okJson({ text: 'Open location in the browser that holds the state cookie', location }, 200, NO_STORE)
    : new Response(null, { status: 302, headers: { location, ...NO_STORE } });
  res.headers.append('set-cookie', stateCookie(provider, state, isHttps(req)));
  return res;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The callback's answer, success or failure, always clears the state cookie. Signed in: the
// current_user cookie and, on the platform host, the admin session (the state cookie, bound to this
// host and spent once, is this flow's CSRF protection, so no Origin check applies), then a 303 to
// `return_to`. Refused: a 4xx page (or envelope) saying why, never a 500 for what the provider or the
// caller did.
export async function callbackAnswer(req: NextRequest, providerName: string, platformHost: boolean, work: () => Promise<{ issued: Issued & { note?: string }; returnTo: string }>): Promise<Response> {
  const json = prefersJson(req.headers.get('accept'));
  const secure = isHttps(req);
  const clear = isProviderId(providerName) ? [clearedStateCookie(providerName, secure)] : [];
  let res: Response;
  try {
    const { issued, returnTo } = await work();
    if (!platformHost) await mergeCartAtSignIn(req.headers, issued.user.uid);
    const text = issued.note ? `Signed in. ${issued.note}` : `Welcome, ${issued.user.name || issued.user.email}`;
    res = json ? okJson({ text, token: issued.token, item: issued.user }) : new Response(null, { status: 303, headers: { location: returnTo } });
    res.headers.append('set-cookie', sessionCookie(issued.token, secure));
    if (platformHost) res.headers.append('set-cookie', adminSessionCookie(issued.token, secure));
  } catch (err) {
    const appError = toAppError(err);
    const status = httpStatus(appError);
    if (status >= 500) log.error({ err, path: req.nextUrl.pathname }, 'social sign-in failed');
    else log.info({ provider: providerName, status, reason: appError.message }, 'social sign-in refused');
    if (json) res = errorJson(appError);
    else {
      const page = `<!doctype html><meta charset="utf-8"><title>Sign-in failed</title><h1>Sign-in failed</h1><p>${escapeHtml(appError.message)}</p><p><a href="${platformHost ? '/admin' : '/'}">Back</a></p>`;
      res = new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...PLATFORM_PAGE_HEADERS } });
    }
  }
  res.headers.set('cache-control', 'no-store');
  for (const cookie of clear) res.headers.append('set-cookie', cookie);
  return res;
}
