import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { orders } from '@/db/schema';
import { AppError, forbidden, notFound } from '@/lib/shared/errors';
import { formatMinor } from '@/lib/liquid/filters/money';
import { orderNumber } from '@/lib/domains/shop/orders/schemas';
import type { OrderRow } from '@/lib/domains/shop/orders/view';
import { log } from '@/lib/shared/server-log';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { escapeHtml, htmlPage } from './html';
import { providerFor } from './providers';
import { createStripeSession } from './providers/stripe';
import { ensureTestWebhookSecret, paymentSecrets } from './secrets';
import { signStripePayload } from './signature';
import { orderTokenValid } from './token';
import { cartUrl, confirmationUrl } from './urls';
import { receiveEvent } from './webhook';

// What a provider page answers: a page of its own, or where to send the browser.
export type PageAnswer = { html: string; status?: number } | { redirect: string };

// The order a provider page is about: its access token is the whole authorization.
async function orderFor(site: SiteRef, uid: string, token: string | undefined): Promise<OrderRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(inSite(orders, site.uid, eq(orders.uid, uid)))
    .limit(1);
  if (!row || !orderTokenValid(site.uid, uid, token)) {
    // The same answer for an unknown order and a wrong token: a uid alone tells nothing.
    throw row ? forbidden('This link is not valid for this order') : notFound('Order');
  }
  return row;
}

// The test provider's page serves test orders of a site still in test mode only: with a Stripe key
// set, an order (even one made before the key) is paid through Stripe or not at all.
async function testOrderFor(site: SiteRef, uid: string, token: string | undefined): Promise<OrderRow> {
  const o = await orderFor(site, uid, token);
  if (o.provider !== 'test' || providerFor(await paymentSecrets(site.uid)).name !== 'test')
    throw forbidden('This order is not paid through the test provider: this shop takes payments through Stripe');
  return o;
}

const money = (o: OrderRow, n: number) => escapeHtml(formatMinor(n, o.currency));

function orderTable(o: OrderRow): string {
  const rows = o.items
    .map(
      (l) =>
        `<tr><td>${escapeHtml([l.productTitle, l.title].filter(Boolean).join(' – '))}${l.interval ? ` <span class="note">(every ${l.intervalCount > 1 ? `${l.intervalCount} ` : ''}${escapeHtml(l.interval)}${l.intervalCount > 1 ? 's' : ''})</span>` : ''}</td><td class="n">${l.quantity}</td><td class="n">${money(o, l.lineTotal)}</td></tr>`,
    )
    .join('');
  const discount = o.discount ? `<tr><td colspan="2">Discount${o.discountCode ? ` (${escapeHtml(o.discountCode)})` : ''}</td><td class="n">-${money(o, o.discount)}</td></tr>` : '';
  return `<table><tr><th>Item</th><th class="n">Qty</th><th class="n">Amount</th></tr>${rows}${discount}<tr><th colspan="2">Total</th><th class="n">${money(o, o.total)}</th></tr></table>`;
}

// GET /payments/test/:uid: the built-in provider's payment page (no real money moves). The order is
// named as the admin names it (its number); the way back goes to the cart, which keeps its discount
// code, and checking out again there updates this same order.
export async function testPaymentPage(site: SiteRef, uid: string, token: string | undefined): Promise<PageAnswer> {
  const o = await testOrderFor(site, uid, token);
  if (o.status !== 'pending') return { redirect: confirmationUrl(site, o.uid) };
  const action = `/payments/test/${encodeURIComponent(o.uid)}?token=${encodeURIComponent(token!)}`;
  const number = escapeHtml(orderNumber(o.uid));
  const back = o.cartId ? `<p><a href="${escapeHtml(cartUrl(site))}">← Back to the cart</a></p>` : '';
  const body = `<p class="note">${escapeHtml(site.name)}</p><h1>Pay order ${number}</h1>${orderTable(o)}
<form method="post" action="${escapeHtml(action)}"><button type="submit">Pay ${money(o, o.total)}</button></form>${back}
<p class="note">Test payment provider: no money is taken. Set a Stripe key in the site's payment settings to take real payments.</p>`;
  return { html: htmlPage(`Pay order ${orderNumber(o.uid)} · ${site.name}`, body) };
}

// POST /payments/test/:uid (the Pay button): a checkout.session.completed event, signed as Stripe
// signs (docs/behaviours.md#B-test-provider) with the site's test secret and received through the webhook's own path.
export async function payTestOrder(site: SiteRef, uid: string, token: string | undefined): Promise<PageAnswer> {
  const o = await testOrderFor(site, uid, token);
  if (o.status === 'pending') {
    const secret = await ensureTestWebhookSecret(site.uid);
    const mode = o.items.some((l) => l.interval) ? 'subscription' : 'payment';
    const event = {
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      type: 'checkout.session.completed',
      data: { object: { id: `cs_test_${randomBytes(12).toString('hex')}`, metadata: { order_uid: o.uid }, payment_status: 'paid', mode, amount_total: o.total, currency: o.currency.toLowerCase() } },
    };
    const raw = JSON.stringify(event);
    await receiveEvent(site, raw, signStripePayload(secret, raw));
  }
  return { redirect: confirmationUrl(site, o.uid) };
}

// GET /payments/stripe/:uid: the Checkout Session is made now, when the buyer arrives, never at
// checkout. Stripe unreachable or refusing: a page that says so (502), not an error with internals.
export async function stripeCheckout(site: SiteRef, uid: string, token: string | undefined): Promise<PageAnswer> {
  const o = await orderFor(site, uid, token);
  if (o.status !== 'pending') return { redirect: confirmationUrl(site, o.uid) };
  const key = (await paymentSecrets(site.uid)).stripeSecretKey;
  // The shop's state, not a failing provider: a 4xx the buyer can read (the shop must set up payments).
  if (!key) return errorPage('Card payments are not set up', 'This shop does not take card payments at the moment. Please contact the shop.', 409);
  try {
    return { redirect: await createStripeSession(key, o, site) };
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err), site: site.uid, order: o.uid }, 'stripe checkout session failed');
    return errorPage('The payment provider is not answering', 'Stripe could not start the payment just now. Nothing was charged: please try again in a moment.', 502);
  }
}

function errorPage(title: string, message: string, status: number): PageAnswer {
  return { html: htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`), status };
}

// An AppError on a provider page, as a page (a browser shows it, not a JSON envelope).
export function pageForError(err: unknown): PageAnswer {
  if (err instanceof AppError) {
    const status = { not_found: 404, forbidden: 403, bad_request: 400, rate_limited: 429 }[err.code as string] ?? 400;
    return errorPage(status === 404 ? 'Order not found' : 'This payment link does not work', err.message, status);
  }
  throw err;
}
