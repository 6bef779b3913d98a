import { cookieName, expiringCookies, hostOnlyCookies, readCookie, setCookie } from '@/lib/shared/cookies';

// `admin`: the admin session cookie, honoured on the platform host only (docs/behaviours.md#B-management-bearer). `conflict`: a
// session cookie arrived with two values (one was set by another host): nothing is trusted, the
// request is refused and the cookies are cleared.
export type CredentialSource = 'bearer' | 'cookie' | 'admin' | 'conflict';

// Base names; on an https deployment each is set and read as `__Host-<name>` (lib/shared/cookies.ts).
const SESSION_COOKIE = 'current_user';
const LEGACY_COOKIE = 'fs_session';
// The admin's session on the platform host's own origin: host-only and SameSite=Strict, so neither a
// site host (a tenant's scripts) nor another site's page can make a browser send it.
const ADMIN_COOKIE = 'admin_session';
const MAX_AGE = 30 * 24 * 3600; // the token's own lifetime (lib/domains/accounts/auth/token.ts)

// The legacy `fs_session` is read over http only: on https only names no other host can set count.
const sessionNames = () => (hostOnlyCookies() ? [cookieName(SESSION_COOKIE)] : [SESSION_COOKIE, LEGACY_COOKIE]);
const adminNames = () => [cookieName(ADMIN_COOKIE)];

export type Credential = { token: string; source: CredentialSource };

const CONFLICT: Credential = { token: '', source: 'conflict' };

// The token as presented: bearer header first; on the platform host the admin cookie; then the
// session cookie. Any other Authorization scheme counts as a credential too (an unusable one), so it
// is never cached. On a site host `admin_session` is never read, whatever a request carries: a browser
// would not send it there, so one that does is forged. A conflict's token is empty, so a caller that
// does not look at `source` still finds no session in it.
export function credentialFrom(authorization: string | null | undefined, cookie: string | null | undefined, platformHost = false): Credential | null {
  if (authorization) return { token: authorization.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '', source: 'bearer' };
  const admin = platformHost ? readCookie(cookie, adminNames()) : ({ kind: 'none' } as const);
  const session = readCookie(cookie, sessionNames());
  if (admin.kind === 'conflict' || session.kind === 'conflict') return CONFLICT;
  if (admin.kind === 'one') return { token: admin.value, source: 'admin' };
  return session.kind === 'one' ? { token: session.value, source: 'cookie' } : null;
}

export function readCredential(headers: Headers, platformHost = false): Credential | null {
  return credentialFrom(headers.get('authorization'), headers.get('cookie'), platformHost);
}

export function sessionCookie(token: string, secure: boolean): string {
  return setCookie(cookieName(SESSION_COOKIE), token, { maxAge: MAX_AGE, sameSite: 'Lax', secure });
}

// No Domain attribute: host-only, never sent to <subdomain>.<platform host>.
export function adminSessionCookie(token: string, secure: boolean): string {
  return setCookie(cookieName(ADMIN_COOKIE), token, { maxAge: MAX_AGE, sameSite: 'Strict', secure });
}

// Sign-out: every cookie name, expired now (each with the attributes it was set with).
export function clearedSessionCookies(): string[] {
  return [
    ...[cookieName(SESSION_COOKIE), LEGACY_COOKIE].map((name) => setCookie(name, '', { maxAge: 0, sameSite: 'Lax', secure: false })),
    setCookie(cookieName(ADMIN_COOKIE), '', { maxAge: 0, sameSite: 'Strict', secure: false }),
  ];
}

// After a conflict: every session cookie this host may have received, wherever it may have been set.
export function conflictingSessionCookies(host: string, path: string): string[] {
  const names = [...new Set([cookieName(SESSION_COOKIE), SESSION_COOKIE, LEGACY_COOKIE, cookieName(ADMIN_COOKIE), ADMIN_COOKIE])];
  return expiringCookies(host, path, names);
}
