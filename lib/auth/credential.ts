// `admin`: the admin session cookie, honoured on the platform host only (CONTRACT 3).
export type CredentialSource = 'bearer' | 'cookie' | 'admin';

export const SESSION_COOKIE = 'current_user';
const LEGACY_COOKIE = 'fs_session';
// The admin's session on the platform host's own origin: host-only and SameSite=Strict, so neither a
// site host (a tenant's scripts) nor another site's page can make a browser send it.
export const ADMIN_COOKIE = 'admin_session';
const MAX_AGE = 30 * 24 * 3600; // the token's own lifetime (lib/auth/token.ts)

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape is just an unusable token, not a server error
  }
}

function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

export type Credential = { token: string; source: CredentialSource };

// The token as presented: bearer header first; on the platform host the admin cookie; then the
// current_user cookie, then the older fs_session. Any other Authorization scheme counts as a
// credential too (an unusable one), so it is never cached. On a site host `admin_session` is never
// read, whatever a request carries: a browser would not send it there, so one that does is forged.
export function credentialFrom(authorization: string | null | undefined, cookie: string | null | undefined, platformHost = false): Credential | null {
  if (authorization) return { token: authorization.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '', source: 'bearer' };
  const admin = platformHost ? cookieValue(cookie, ADMIN_COOKIE) : undefined;
  if (admin) return { token: admin, source: 'admin' };
  const fromCookie = cookieValue(cookie, SESSION_COOKIE) || cookieValue(cookie, LEGACY_COOKIE);
  return fromCookie ? { token: fromCookie, source: 'cookie' } : null;
}

export function readCredential(headers: Headers, platformHost = false): Credential | null {
  return credentialFrom(headers.get('authorization'), headers.get('cookie'), platformHost);
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE}${secure ? '; Secure' : ''}`;
}

// No Domain attribute: host-only, never sent to <subdomain>.<platform host>.
export function adminSessionCookie(token: string, secure: boolean): string {
  return `${ADMIN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE}${secure ? '; Secure' : ''}`;
}

// Sign-out: every cookie name, expired now (each with the attributes it was set with).
export function clearedSessionCookies(): string[] {
  return [
    ...[SESSION_COOKIE, LEGACY_COOKIE].map((name) => `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`),
    `${ADMIN_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`,
  ];
}
