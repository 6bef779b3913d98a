import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from './secret';

// The stored form of a mailed one-time secret: an HMAC-SHA256 keyed with the auth secret, labelled by
// what the secret is for, so a copy of a table alone lets nobody try secrets offline, and a secret made
// for one purpose never matches a row of another.
export const keyedHash = (label: string, value: string): string => createHmac('sha256', authSecret()).update(`${label}\n${value}`).digest('hex');

// Compares two hex hashes in constant time.
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
