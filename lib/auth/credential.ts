export type CredentialSource = 'bearer' | 'cookie';

export const SESSION_COOKIE = 'current_user';
const LEGACY_COOKIE = 'fs_session';

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

// The token as presented: bearer header first, then the current_user cookie, then the older fs_session.
// Any other Authorization scheme counts as a credential too (an unusable one), so it is never cached.
export function credentialFrom(authorization: string | null | undefined, cookie: string | null | undefined): Credential | null {
  if (authorization) return { token: authorization.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '', source: 'bearer' };
  const fromCookie = cookieValue(cookie, SESSION_COOKIE) || cookieValue(cookie, LEGACY_COOKIE);
  return fromCookie ? { token: fromCookie, source: 'cookie' } : null;
}

export function readCredential(headers: Headers): Credential | null {
  return credentialFrom(headers.get('authorization'), headers.get('cookie'));
}

export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = 30 * 24 * 3600;
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

// Sign-out: both cookie names, expired now.
export function clearedSessionCookies(): string[] {
  return [SESSION_COOKIE, LEGACY_COOKIE].map((name) => `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}
