import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { carts } from '@/db/schema';
import type { CartView } from './schemas';
import { idleCutoff, liveCart, type CartRow } from './store';
import { cartView, emptyCartView } from './views';

// Whose cart a page shows: a signed-in visitor's own, else the one the `cart_id` cookie names.
export interface CartHolder {
  cartId: string | null;
  userUid: string | null;
}

async function userCart(siteUid: string, userUid: string): Promise<CartRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(carts)
    .where(inSite(carts, siteUid, and(eq(carts.userUid, userUid), gt(carts.updatedAt, idleCutoff()))))
    .limit(1);
  return row ?? null;
}

// What a template reads as `cart`: the Cart view of the JSON API (priced on read), or the empty cart.
// A page that shows it is personal: the page pipeline never caches a render for a request with a
// `cart_id` cookie or a session (lib/pages/serve.ts).
export async function visitorCart(siteUid: string, holder: CartHolder): Promise<CartView> {
  if (!holder.userUid && !holder.cartId) return emptyCartView();
  const own = holder.userUid ? await userCart(siteUid, holder.userUid) : null;
  const row = own ?? (holder.cartId ? await liveCart(await getDb(), siteUid, holder.cartId) : null);
  // A user's cart row is never anyone's session cart: only its user opens it.
  if (!row || (row.userUid !== null && row.userUid !== holder.userUid)) return emptyCartView();
  return cartView(await getDb(), siteUid, row);
}
