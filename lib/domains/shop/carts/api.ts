import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { itemOf } from '@/lib/api/envelope';
import { CART_IDLE_DAYS, CartItemsBody, CartLineView, CartView, UserCartBody } from './schemas';

// The carts API: a visitor's session cart (held by its unguessable id, kept in a cookie) and a
// signed-in caller's own cart.
const Cart = CartView.extend({ items: z.array(CartLineView.meta({ id: 'CartLine' })) }).meta({ id: 'Cart' });
const tag = 'Carts';
const session = '/api/v1/cart/session';
const PRICED = `Only variant ids and quantities (and a kept discount code) are stored: every answer prices the items from the server's variants (any price or total sent is ignored); lines of deleted variants are left out. A cart's lines share one currency: a write mixing currencies answers 422, as does an unknown variant. A quantity beyond the stock is kept (the line says available: false); checkout refuses it. \`discountCode\` keeps a code with the cart: checked against the items when written (a code that does not apply answers 422 with the reason; it counts against the quote's rate limit, RATE_LIMIT_QUOTE), priced on every read (discount, discountReason, total) and applied by a checkout of the cart that names no code; it is used only when the order is paid, which empties the cart and its code. A cart untouched for ${CART_IDLE_DAYS} days is gone.`;
const sessionParam = z.object({ id: z.string().describe('the session cart id (unguessable; holding it is holding the cart)') });
const cookieNote = `Set-Cookie: cart_id=<id>; Path=/; HttpOnly; SameSite=Lax; Max-Age ${CART_IDLE_DAYS} days (on an https deployment \`__Host-cart_id\`, Secure).`;

export const sessionCarts = {
  create: defineOperation({
    method: 'POST',
    path: session,
    tag,
    access: 'public',
    body: CartItemsBody,
    rateLimited: true,
    ok: { status: 201, schema: itemOf(Cart), description: `a new session cart. ${cookieNote}` },
    summary: 'Create an anonymous session cart',
    description: PRICED,
  }),
  fromCookie: defineOperation({
    method: 'GET',
    path: session,
    tag,
    access: 'public',
    ok: { status: 200, schema: itemOf(Cart) },
    summary: 'The session cart named by the cart_id cookie',
    description: '404 when there is no cookie or its cart is gone.',
  }),
};

export const sessionCart = {
  read: defineOperation({
    method: 'GET',
    path: `${session}/{id}`,
    tag,
    access: 'public',
    params: sessionParam,
    ok: { status: 200, schema: itemOf(Cart) },
    summary: 'Read a session cart',
    description: `404 for an unknown id or a cart idle over ${CART_IDLE_DAYS} days.`,
  }),
  replace: defineOperation({
    method: 'POST',
    path: `${session}/{id}`,
    tag,
    access: 'public',
    params: sessionParam,
    body: CartItemsBody,
    rateLimited: true,
    ok: { status: 200, schema: itemOf(Cart), description: `the cart with its new items. ${cookieNote}` },
    summary: "Replace a session cart's items",
    description: PRICED,
  }),
};

export const userCart = {
  read: defineOperation({
    method: 'GET',
    path: '/api/v1/cart',
    tag,
    access: 'session',
    ok: { status: 200, schema: itemOf(Cart) },
    summary: "The signed-in caller's cart on this site",
    description: 'An empty cart with id null when there is none yet.',
  }),
  write: defineOperation({
    method: 'POST',
    path: '/api/v1/cart',
    tag,
    access: 'session',
    body: UserCartBody,
    rateLimited: true,
    ok: { status: 200, schema: itemOf(Cart) },
    summary: "Write the signed-in caller's cart",
    description: `\`items\` replaces the items; \`mergeSessionCart\` then adds a session cart's items (quantities summed, at most 999 a line) and empties that cart (an unknown or expired id adds nothing). Signing in on a site host with a cart_id cookie (password, code, sign-up, social) merges that session cart the same way. ${PRICED}`,
  }),
};

export const cartsApi = [sessionCarts, sessionCart, userCart];
