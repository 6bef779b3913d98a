import { eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { carts, type CartItem } from '@/db/schema';
import { evaluateDiscount, findDiscount, mergeItems, priceItems } from '@/lib/domains/shop/commerce/pricing';
import type { CartItemInputT } from '@/lib/domains/shop/commerce/schemas';
import { visitorChanged } from '@/lib/shared/cache/visitor-news';
import { invalid, notFound } from '@/lib/shared/errors';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import { consume } from '@/lib/shared/rate-limit';
import { maybePruneIdleCarts } from './prune';
import type { CartItemsBody, CartView } from './schemas';
import { idleCutoff, liveCart, newCartId, type CartRow } from './store';
import { cartView, emptyCartView } from './views';

const MAX_LINES = 100;

// What a cart stores after a write: priced first, so mixed currencies are refused (422, by
// priceItems). `strict`: an unknown variant is refused; otherwise (a merge) it is dropped.
async function storable(db: DbOrTx, siteUid: string, items: readonly CartItemInputT[], strict: boolean): Promise<CartItem[]> {
  const priced = await priceItems(db, siteUid, items);
  if (strict && priced.missing.length) throw invalid(`items: no variant ${priced.missing.join(', ')} on this site`);
  if (priced.lines.length > MAX_LINES) throw invalid(`items: a cart holds at most ${MAX_LINES} lines`);
  return priced.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
}

// The code a write keeps with the cart: undefined leaves the cart's as it is, null removes it. A code
// is checked against the stored items now (a code that does not apply is refused with its reason, as
// a quote would say) and counts against the quote's rate limit: it says whether a code exists.
async function keptCode(db: DbOrTx, siteUid: string, ip: string, items: readonly CartItem[], code: string | null | undefined): Promise<string | null | undefined> {
  if (code === undefined || code === null) return code;
  await consume('quote', ip);
  const row = await findDiscount(db, siteUid, code);
  const verdict = evaluateDiscount(row, await priceItems(db, siteUid, items));
  if (!verdict.valid) throw invalid(`discountCode: ${verdict.reason}`);
  return row!.code;
}

// A session cart, never a user's (whose id the view shows but which only its user reaches).
async function sessionCart(db: DbOrTx, siteUid: string, id: string): Promise<CartRow> {
  const row = await liveCart(db, siteUid, id);
  if (!row || row.userUid !== null) throw notFound('Cart');
  return row;
}

export async function createSessionCart(siteUid: string, ip: string, body: CartItemsBody): Promise<CartView> {
  const db = await getDb();
  const stored = await storable(db, siteUid, body.items, true);
  const discountCode = (await keptCode(db, siteUid, ip, stored, body.discountCode)) ?? null;
  const [row] = await db.insert(carts).values({ id: newCartId(), siteUid, userUid: null, items: stored, discountCode }).returning();
  maybePruneIdleCarts();
  return cartView(db, siteUid, row!);
}

export async function readSessionCart(siteUid: string, id: string): Promise<CartView> {
  const db = await getDb();
  return cartView(db, siteUid, await sessionCart(db, siteUid, id));
}

export async function replaceSessionCart(siteUid: string, id: string, ip: string, body: CartItemsBody): Promise<CartView> {
  const db = await getDb();
  const stored = await storable(db, siteUid, body.items, true);
  const discountCode = await keptCode(db, siteUid, ip, stored, body.discountCode);
  const [row] = await db
    .update(carts)
    .set({ items: stored, ...(discountCode !== undefined ? { discountCode } : {}), updatedAt: new Date() })
    .where(inSite(carts, siteUid, eq(carts.id, id), isNull(carts.userUid), gt(carts.updatedAt, idleCutoff())))
    .returning();
  if (!row) throw notFound('Cart');
  visitorChanged(`cart ${id}`);
  return cartView(db, siteUid, row);
}

export async function readUserCart(siteUid: string, userUid: string): Promise<CartView> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(carts)
    .where(inSite(carts, siteUid, eq(carts.userUid, userUid), gt(carts.updatedAt, idleCutoff())))
    .limit(1);
  return row ? cartView(db, siteUid, row) : emptyCartView();
}

// The user's cart row, made if missing (the unique index carts_site_user makes two first writes at
// once meet on one row), then locked: concurrent writes to one user's cart run one after the other.
async function lockedUserCart(tx: DbOrTx, siteUid: string, userUid: string): Promise<CartRow> {
  await tx
    .insert(carts)
    .values({ id: newCartId(), siteUid, userUid, items: [] })
    .onConflictDoNothing({ target: [carts.siteUid, carts.userUid], where: sql`${carts.userUid} is not null` });
  const [row] = await tx
    .select()
    .from(carts)
    .where(inSite(carts, siteUid, eq(carts.userUid, userUid)))
    .for('update')
    .limit(1);
  return row!;
}

// Adds a session cart's items to the user's cart (quantities summed, at most 999 a line) and empties
// the session cart, in one transaction; the session cart is locked, so it is added once however many
// sign-ins race. Unknown or expired, empty, or a user's cart: nothing happens. Mixed currencies: 422.
// The user's cart keeps its own discount code, else takes the session cart's.
type Merged = Pick<CartRow, 'items' | 'discountCode'>;
async function mergeInto(tx: DbOrTx, siteUid: string, user: CartRow, sessionCartId: string): Promise<Merged> {
  const live = user.updatedAt > idleCutoff();
  const current = { items: live ? user.items : [], discountCode: live ? user.discountCode : null };
  const [session] = await tx
    .select()
    .from(carts)
    .where(inSite(carts, siteUid, eq(carts.id, sessionCartId), isNull(carts.userUid), gt(carts.updatedAt, idleCutoff())))
    .for('update')
    .limit(1);
  if (!session || session.items.length === 0) return current;
  const merged = await storable(tx, siteUid, mergeItems([...current.items, ...session.items]), false);
  await tx
    .update(carts)
    .set({ items: [], discountCode: null, updatedAt: new Date() })
    .where(inSite(carts, siteUid, eq(carts.id, session.id)));
  return { items: merged, discountCode: current.discountCode ?? session.discountCode };
}

export async function writeUserCart(siteUid: string, userUid: string, ip: string, body: { items?: CartItemInputT[]; mergeSessionCart?: string; discountCode?: string | null }): Promise<CartView> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const locked = await lockedUserCart(tx, siteUid, userUid);
    const live = locked.updatedAt > idleCutoff();
    let cart: Merged = { items: body.items ? await storable(tx, siteUid, body.items, true) : live ? locked.items : [], discountCode: live ? locked.discountCode : null };
    if (body.mergeSessionCart) cart = await mergeInto(tx, siteUid, { ...locked, ...cart, updatedAt: new Date() }, body.mergeSessionCart);
    const code = await keptCode(tx, siteUid, ip, cart.items, body.discountCode);
    const [updated] = await tx
      .update(carts)
      .set({ items: cart.items, discountCode: code === undefined ? cart.discountCode : code, updatedAt: new Date() })
      .where(inSite(carts, siteUid, eq(carts.id, locked.id)))
      .returning();
    return updated!;
  });
  cartsWritten(userUid, body.mergeSessionCart);
  return cartView(db, siteUid, row);
}

// For sign-in: the visitor's session cart joins their cart on this site.
export async function mergeSessionCartInto(siteUid: string, userUid: string, sessionCartId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const locked = await lockedUserCart(tx, siteUid, userUid);
    const merged = await mergeInto(tx, siteUid, locked, sessionCartId);
    if (merged.items !== locked.items || merged.discountCode !== locked.discountCode)
      await tx
        .update(carts)
        .set({ ...merged, updatedAt: new Date() })
        .where(inSite(carts, siteUid, eq(carts.id, locked.id)));
  });
  cartsWritten(userUid, sessionCartId);
}

// Pages this process renders next show the write before its announcement comes back.
function cartsWritten(userUid: string, sessionCartId: string | undefined): void {
  visitorChanged(`user ${userUid}`, ...(sessionCartId ? [`cart ${sessionCartId}`] : []));
}
