import { randomBytes } from 'node:crypto';
import { eq, gt } from 'drizzle-orm';
import { inSite } from '@/db/scope';
import { carts } from '@/db/schema';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import { CART_IDLE_DAYS } from './schemas';

export const idleCutoff = (): Date => new Date(Date.now() - CART_IDLE_DAYS * 86_400_000);

// 32 random bytes: a session cart's id is all that holds it, so it must not be guessable.
export const newCartId = (): string => randomBytes(32).toString('base64url');

export type CartRow = typeof carts.$inferSelect;

// A cart of this site that has not expired, or null.
export async function liveCart(db: DbOrTx, siteUid: string, id: string): Promise<CartRow | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(inSite(carts, siteUid, eq(carts.id, id), gt(carts.updatedAt, idleCutoff())))
    .limit(1);
  return row ?? null;
}

// After a paid order: the cart it came from starts again empty, its discount code used (same id, so
// the visitor keeps it).
export async function emptyCart(db: DbOrTx, siteUid: string, id: string): Promise<void> {
  await db
    .update(carts)
    .set({ items: [], discountCode: null, updatedAt: new Date() })
    .where(inSite(carts, siteUid, eq(carts.id, id)));
}
