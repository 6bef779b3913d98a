import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { carts } from '@/db/schema';
import { visitorCache } from '@/lib/shared/cache/visitor-news';
import { CART_IDLE_DAYS, type CartView } from './schemas';
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

// The cart row a page shows, kept while no write touched it, its user's cart or the cookie's cart
// (lib/shared/cache/visitor-news.ts): a signed-in page would otherwise read it on every render. Bounded by the
// idle cutoff, after which the row no longer counts.
const MAX_ENTRIES = 20_000;
const MAX_AGE_MS = 300_000;
const IDLE_MS = CART_IDLE_DAYS * 86_400_000;
const shownCarts = visitorCache<CartRow | null>('visitor-carts', MAX_ENTRIES);

async function shownCart(siteUid: string, holder: CartHolder): Promise<CartRow | null> {
  const own = holder.userUid ? await userCart(siteUid, holder.userUid) : null;
  const row = own ?? (holder.cartId ? await liveCart(await getDb(), siteUid, holder.cartId) : null);
  // A user's cart row is never anyone's session cart: only its user opens it.
  return !row || (row.userUid !== null && row.userUid !== holder.userUid) ? null : row;
}

// What a template reads as `cart`: the Cart view of the JSON API (priced on read), or the empty cart.
// A page that shows it is personal: the page pipeline never caches a render for a request with a
// `cart_id` cookie or a session (lib/pages/serve.ts).
export async function visitorCart(siteUid: string, holder: CartHolder): Promise<CartView> {
  if (!holder.userUid && !holder.cartId) return emptyCartView();
  const row = await shownCarts.read(
    `${siteUid} ${holder.userUid ?? ''} ${holder.cartId ?? ''}`,
    () => shownCart(siteUid, holder),
    // A cookie naming no cart is not kept: anyone can send any number of those.
    (found, now) =>
      found || holder.userUid
        ? {
            subjects: [holder.userUid && `user ${holder.userUid}`, holder.cartId && `cart ${holder.cartId}`, found && `cart ${found.id}`].filter((s): s is string => !!s),
            expiresAt: Math.min(now + MAX_AGE_MS, found ? found.updatedAt.getTime() + IDLE_MS : Infinity),
          }
        : null,
  );
  return row ? cartView(await getDb(), siteUid, row) : emptyCartView();
}
