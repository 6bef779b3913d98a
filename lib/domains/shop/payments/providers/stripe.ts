import Stripe from 'stripe';
import { env } from '@/lib/shared/env';
import type { OrderRow } from '@/lib/domains/shop/orders/view';
import { cartUrl, confirmationUrl, type SiteForUrls } from '../urls';

// A client for the site's own Stripe account; STRIPE_API_URL (tests: a local stand-in) replaces
// Stripe's API origin when set.
function stripeClient(secretKey: string, patience: { retries: number; timeoutMs: number } = { retries: 1, timeoutMs: 20_000 }): Stripe {
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: patience.retries,
    timeout: patience.timeoutMs,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

// The Checkout Session for an order: the server's unit prices in the order's currency, one line per
// order line (recurring lines make it a subscription session), the order's uid in the metadata (the
// webhook finds the order by it), and the site's confirmation page and cart as where the buyer returns.
function sessionParams(order: OrderRow, site: SiteForUrls, couponId: string | null = null): Stripe.Checkout.SessionCreateParams {
  const currency = order.currency.toLowerCase();
  const recurring = order.items.some((l) => l.interval);
  return {
    mode: recurring ? 'subscription' : 'payment',
    line_items: order.items.map((l) => ({
      quantity: l.quantity,
      price_data: {
        currency,
        unit_amount: l.unitPrice,
        product_data: { name: [l.productTitle, l.title].filter(Boolean).join(' – ') || l.sku },
        ...(l.interval ? { recurring: { interval: l.interval, interval_count: l.intervalCount } } : {}),
      },
    })),
    ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
    metadata: { order_uid: order.uid },
    ...(recurring ? { subscription_data: { metadata: { order_uid: order.uid } } } : { payment_intent_data: { metadata: { order_uid: order.uid } } }),
    customer_email: order.email,
    client_reference_id: order.uid,
    success_url: confirmationUrl(site, order.uid),
    cancel_url: cartUrl(site),
  };
}

// Makes the session (and, for a discounted order, a one-time coupon of exactly the order's discount)
// and answers where to send the buyer. The idempotency keys name the order as last priced: opening
// the page again reuses its session, a checkout of the cart again (which re-prices the pending
// order) gets a session of its own instead of Stripe refusing a key sent with other parameters.
export async function createStripeSession(secretKey: string, order: OrderRow, site: SiteForUrls): Promise<string> {
  const stripe = stripeClient(secretKey);
  const version = `${order.uid}-${order.updatedAt.getTime()}`;
  const coupon =
    order.discount > 0
      ? await stripe.coupons.create(
          { amount_off: order.discount, currency: order.currency.toLowerCase(), duration: 'once', max_redemptions: 1, name: order.discountCode ?? 'Discount' },
          { idempotencyKey: `coupon-${version}` },
        )
      : null;
  const session = await stripe.checkout.sessions.create(sessionParams(order, site, coupon?.id ?? null), { idempotencyKey: `session-${version}` });
  if (!session.url) throw new Error('Stripe answered a session without a url');
  return session.url;
}

// Cancels at the period's end (the buyer keeps what was paid for).
export async function cancelStripeSubscription(secretKey: string, subscriptionId: string): Promise<void> {
  await stripeClient(secretKey).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
}

// What Stripe says of a secret key, asked with one read (GET /v1/balance) before the key is stored:
// `rejected` when Stripe refuses it (401: no such key, or revoked), `unchecked` when Stripe could not be
// asked (unreachable, slow, or failing), else `accepted`. A restricted key (rk_) without the balance
// permission answers 403: the key exists, so it counts as accepted.
type StripeKeyCheck = { outcome: 'accepted' } | { outcome: 'rejected'; reason: string } | { outcome: 'unchecked'; reason: string };

export async function checkStripeSecretKey(secretKey: string): Promise<StripeKeyCheck> {
  try {
    await stripeClient(secretKey, { retries: 0, timeoutMs: 5_000 }).balance.retrieve();
    return { outcome: 'accepted' };
  } catch (err) {
    const status = err instanceof Stripe.errors.StripeError ? err.statusCode : undefined;
    if (status === 401) return { outcome: 'rejected', reason: err instanceof Error ? err.message : 'invalid API key' };
    if (status === 403) return { outcome: 'accepted' };
    return { outcome: 'unchecked', reason: status ? `Stripe answered ${status}` : 'Stripe could not be reached' };
  }
}
