import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/domains/accounts/auth/secret';

let derived: Buffer | undefined;

// A key of its own, derived from the auth secret, so an order token can never stand in for a session
// token or an upload signature (or the other way round).
function key(): Buffer {
  return (derived ??= createHmac('sha256', authSecret()).update('order-access').digest());
}

// What lets a guest see their order (checkout URL, confirmation page): nothing is stored, the order's
// uid and site are signed.
export function orderToken(siteUid: string, orderUid: string): string {
  return createHmac('sha256', key()).update(`order|${siteUid}|${orderUid}`).digest('base64url');
}

export function orderTokenValid(siteUid: string, orderUid: string, presented: string | null | undefined): boolean {
  if (!presented || presented.length > 100) return false;
  const expected = Buffer.from(orderToken(siteUid, orderUid));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
