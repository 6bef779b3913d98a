import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { CheckoutBody, CheckoutView, ProviderEvent, TokenQuery } from '@/lib/domains/shop/payments/schemas';
import { document, envelope, itemOf, uidParam } from './common';

const Checkout = CheckoutView.meta({ id: 'Checkout' });
const html = (description: string) => ({ status: 200 as const, contentType: 'text/html', schema: z.string(), description });

export function registerPayments(r: OpenAPIRegistry): void {
  const tag = 'Payments';
  document(r, {
    method: 'post',
    path: '/payments/checkout',
    tag,
    access: 'public',
    body: CheckoutBody,
    rateLimited: true,
    ok: { status: 201, schema: itemOf(Checkout) },
    summary: 'Check out a cart or items: a pending order and where to pay it',
    description:
      "Exactly one of `cartId` and `items`. Prices come from the server only (a price or total in the body is ignored). 422: unknown variants, an empty cart, a line over its stock (named by sku), or a discount code that does not apply (with the reason). Without `discountCode`, a cart's kept code applies. A signed-in caller becomes the buyer. A cart has one checkout: while its order is pending (not paid), checking the same cart out again re-prices and updates that order (same uid, its email, address, lines and discount replaced; `order.updated` instead of `order.created`), two at once included; the discount is used only when the order is paid. `checkoutUrl` is /payments/stripe/{uid} when the site has a Stripe key, else the built-in test provider's page /payments/test/{uid}; both carry the order access token. Rate limited per client IP (RATE_LIMIT_CHECKOUT a minute).",
  });
  document(r, {
    method: 'post',
    path: '/payments/webhooks/stripe',
    tag,
    access: 'signature',
    body: ProviderEvent,
    ok: { status: 200, schema: envelope(z.object({ received: z.literal(true) })) },
    summary: 'Receive a Stripe event',
    description:
      "The Stripe-Signature header (`t=…,v1=…`, hex HMAC-SHA256 of `<t>.<raw body>` keyed with the site's webhook secret, within 300 s either way) is checked on the raw bytes; a bad or stale signature answers 400 and changes nothing. An event id is applied once (a replay answers 200 and changes nothing). checkout.session.completed (metadata.order_uid, payment_status paid) marks the order paid when the session charged the order's total (amount_total and currency, when the event names them: a session opened before the cart was checked out again at another total leaves the order pending, with a note in its history), takes the stock of every line or flags it `oversold`, uses its discount or flags it `discount_unavailable`, marks its variants sold, empties its cart, starts subscriptions for recurring lines and mails the buyer. customer.subscription.updated/deleted and invoice.paid update the matching subscription. Other types are recorded and ignored.",
  });
  document(r, {
    method: 'get',
    path: '/payments/test/{uid}',
    tag,
    access: 'signedUrl',
    params: uidParam,
    query: TokenQuery,
    ok: html("the test provider's payment page: the order's lines, total and a Pay button"),
    seeOther: "a paid order: to the site's order confirmation page",
    summary: "The built-in test provider's payment page",
    description: 'Sites without a Stripe key. `?token=` is the order access token. A paid order redirects (303) to the confirmation page.',
  });
  document(r, {
    method: 'post',
    path: '/payments/test/{uid}',
    tag,
    access: 'signedUrl',
    params: uidParam,
    query: TokenQuery,
    seeOther: "to the site's order confirmation page (setting orderConfirmationUrl, default /order) with ?uid=&token=",
    ok: html('not used: the answer is a 303'),
    summary: "Pay with the test provider (the page's Pay button)",
    description:
      "A form post of the site's own origin (Origin or Referer checked). Signs a checkout.session.completed event with the site's test webhook secret and applies it through the webhook's own path.",
  });
  document(r, {
    method: 'get',
    path: '/payments/stripe/{uid}',
    tag,
    access: 'signedUrl',
    params: uidParam,
    query: TokenQuery,
    seeOther: 'to the Stripe Checkout Session made now (or to the confirmation page when already paid)',
    ok: html('not used: the answer is a 303, or an error page'),
    errors: { 409: 'card payments are not set up: the site has no Stripe key', 502: 'Stripe could not be reached or refused the session (nothing was charged)' },
    summary: 'Start the Stripe Checkout of an order',
    description:
      "The session is made when the buyer arrives, with the server's unit prices in the order's currency, metadata.order_uid, the buyer's email, success_url the confirmation page and cancel_url /cart; a discounted order gets a one-time coupon of its discount.",
  });
}
