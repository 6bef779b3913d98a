export type CredentialSource = 'bearer' | 'cookie';

export const SESSION_COOKIE = 'current_user';
const LEGACY_COOKIE = 'fs_session';

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

// The token as presented: bearer header first, then the current_user cookie, then the older fs_session.
export function readCredential(headers: Headers): { token: string; source: CredentialSource } | null {
  const auth = headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookies = headers.get('cookie');
  const fromCookie = cookieValue(cookies, SESSION_COOKIE) || cookieValue(cookies, LEGACY_COOKIE);
  return fromCookie ? { token: fromCookie, source: 'cookie' } : null;
}

export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = 30 * 24 * 3600;
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}
