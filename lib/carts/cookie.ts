import { CART_IDLE_DAYS } from './store';

// The session cart's id in the visitor's browser: HttpOnly (no script of the site reads it), Lax,
// living as long as an untouched cart does.
export const CART_COOKIE = 'cart_id';

export function cartCookie(id: string, secure: boolean): string {
  return `${CART_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CART_IDLE_DAYS * 86_400}${secure ? '; Secure' : ''}`;
}

export function cartIdFromCookies(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CART_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}
