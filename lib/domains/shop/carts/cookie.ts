import { cookieName, readCookie, setCookie } from '@/lib/shared/cookies';
import { CART_IDLE_DAYS } from './schemas';

// The session cart's id in the visitor's browser: HttpOnly (no script of the site reads it), Lax,
// living as long as an untouched cart does; `__Host-cart_id` on https, so another site cannot plant
// its own cart (and read what the visitor puts in it).
const CART_COOKIE = 'cart_id';

export function cartCookie(id: string, secure: boolean): string {
  return setCookie(cookieName(CART_COOKIE), id, { maxAge: CART_IDLE_DAYS * 86_400, sameSite: 'Lax', secure });
}

// Two values (one planted by another host over http): neither is the visitor's for sure, so none.
export function cartIdFromCookies(header: string | null | undefined): string | null {
  const read = readCookie(header, [cookieName(CART_COOKIE)]);
  return read.kind === 'one' ? read.value : null;
}
