import { and, eq, gt, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { carts, variants } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { priceItems } from '@/lib/commerce/pricing';
import { CART_IDLE_DAYS, liveCart, type CartRow } from './store';

// The cookie that names a visitor's session cart (set by POST /api/v1/cart/session).
export const CART_COOKIE = 'cart_id';

// What a template reads as `cart`: the contract's Cart view, priced on read from the server's prices.
export interface VisitorCartLine {
  variantId: number;
  quantity: number;
  sku: string;
  title: string;
  productTitle: string;
  postUid: string;
  unitPrice: number;
  lineTotal: number;
  stock: number | null;
  available: boolean;
}

export interface VisitorCart {
  id: string | null;
  items: VisitorCartLine[];
  currency: string;
  subtotal: number;
  count: number;
  updatedAt: string | null;
}

export const EMPTY_CART: VisitorCart = Object.freeze({ id: null, items: Object.freeze([]) as unknown as VisitorCartLine[], currency: '', subtotal: 0, count: 0, updatedAt: null });

// Whose cart a page shows: a signed-in visitor's own, else the one the `cart_id` cookie names.
export interface CartHolder {
  cartId: string | null;
  userUid: string | null;
}

async function userCart(siteUid: string, userUid: string): Promise<CartRow | null> {
  const db = await getDb();
  const idle = new Date(Date.now() - CART_IDLE_DAYS * 86_400_000);
  const [row] = await db
    .select()
    .from(carts)
    .where(inSite(carts, siteUid, and(eq(carts.userUid, userUid), gt(carts.updatedAt, idle))))
    .limit(1);
  return row ?? null;
}

async function stockOf(siteUid: string, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.select({ id: variants.id, stock: variants.stock }).from(variants).where(inSite(variants, siteUid, inArray(variants.id, ids)));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

async function viewOf(siteUid: string, row: CartRow): Promise<VisitorCart> {
  const db = await getDb();
  let priced;
  try {
    priced = await priceItems(db, siteUid, row.items);
  } catch (err) {
    // Mixed currencies (a 422 for the API): the page still renders, with the cart's id and no lines.
    if (err instanceof AppError) return { ...EMPTY_CART, id: row.id, updatedAt: row.updatedAt.toISOString() };
    throw err;
  }
  const stock = await stockOf(siteUid, priced.lines.map((l) => l.variantId));
  const items = priced.lines.map((l): VisitorCartLine => {
    const left = stock.get(l.variantId) ?? null;
    return {
      variantId: l.variantId,
      quantity: l.quantity,
      sku: l.sku,
      title: l.title,
      productTitle: l.productTitle,
      postUid: l.postUid,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      stock: left,
      available: left === null || left >= l.quantity,
    };
  });
  return {
    id: row.id,
    items,
    currency: priced.currency,
    subtotal: priced.subtotal,
    count: items.reduce((n, l) => n + l.quantity, 0),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The visitor's cart, or the empty cart. A page that shows it is personal: the page pipeline never
// caches a render for a request with a `cart_id` cookie or a session (lib/pages/serve.ts).
export async function visitorCart(siteUid: string, holder: CartHolder): Promise<VisitorCart> {
  const own = holder.userUid ? await userCart(siteUid, holder.userUid) : null;
  const row = own ?? (holder.cartId ? await liveCart(await getDb(), siteUid, holder.cartId) : null);
  // A user's cart row never counts as someone's session cart: only `userUid` opens it.
  if (!row || (row.userUid && row.userUid !== holder.userUid)) return EMPTY_CART;
  return viewOf(siteUid, row);
}
