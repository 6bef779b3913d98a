import type { NextRequest } from 'next/server';
import { adminSessionCookie, sessionCookie } from '@/lib/domains/accounts/auth/credential';
import type { Issued } from '@/lib/domains/accounts/auth/operations';
import { mergeCartAtSignIn } from '@/lib/domains/shop/carts/sign-in';
import { okJson } from './envelope';
import { isHttps, sameOrigin } from './origin';

// A browser names the page a POST comes from (Origin, else Referer). A sign-in sent from another
// page than this very origin sets no cookie at all: another site must not sign a visitor into an
// account of its choosing (login CSRF), here or on the platform. Clients without either header
// (scripts, curl) are no browser's page and get their cookies as before.
function fromForeignPage(req: NextRequest): boolean {
  return (req.headers.get('origin') ?? req.headers.get('referer')) !== null && !sameOrigin(req);
}

// The admin session, set only by a sign-in on the platform host itself (`platformHost`, X-Site or
// not), so a site host never hands out a cookie the admin honours; and only for a request from the
// platform's own origin, never for a script without one. Scripts use the token.
export function withAdminSession(req: NextRequest, res: Response, token: string, platformHost: boolean): Response {
  if (platformHost && sameOrigin(req)) res.headers.append('set-cookie', adminSessionCookie(token, isHttps(req)));
  return res;
}

// Answers a login or sign-up: the token in the body and, for browsers, the current_user cookie (and
// on the platform host the admin session, see above). `extra`: more fields of `data` (they may replace `item`).
// On a site host the visitor's session cart joins the user's cart first (never failing the sign-in).
export async function issuedResponse(req: NextRequest, issued: Issued, text: string, status = 200, platformHost = false, extra: Record<string, unknown> = {}): Promise<Response> {
  const res = okJson({ text, token: issued.token, item: issued.user, ...extra }, status);
  if (fromForeignPage(req)) return res;
  if (!platformHost) await mergeCartAtSignIn(req.headers, issued.user.uid);
  res.headers.append('set-cookie', sessionCookie(issued.token, isHttps(req)));
  return withAdminSession(req, res, issued.token, platformHost);
}
