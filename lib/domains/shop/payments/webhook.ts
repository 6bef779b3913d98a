import { getDb } from '@/db/client';
import { paymentEvents } from '@/db/schema';
import { AppError } from '@/lib/shared/errors';
import { announceOrder } from '@/lib/domains/shop/orders/announce';
import type { OrderRow } from '@/lib/domains/shop/orders/view';
import { kickOutbox } from '@/lib/domains/messaging/outbox';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { markPaid } from './paid';
import { ProviderEvent } from './schemas';
import { paymentSecrets, webhookSigners } from './secrets';
import { stripeSignatureValid } from './signature';
import { applyInvoicePaid, applySubscriptionChange } from './subscription-events';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export interface Applied {
  // False: the event id was seen before, nothing changed.
  fresh: boolean;
  paid: OrderRow | null;
}

// Verifies a provider event on its raw bytes (docs/behaviours.md#B-stripe-webhook) and applies it. A bad or stale signature,
// or a body that is no event: 400 and nothing changes. Used by POST /payments/webhooks/stripe and by
// the test provider's Pay button alike: one path for every payment.
export async function receiveEvent(site: SiteRef, raw: string, signature: string | null): Promise<Applied> {
  const signers = webhookSigners(await paymentSecrets(site.uid));
  const signedBy = signers.stripe && stripeSignatureValid(signature, raw, [signers.stripe]) ? 'stripe' : signers.test && stripeSignatureValid(signature, raw, [signers.test]) ? 'test' : null;
  if (!signedBy) throw new AppError('bad_request', 'The Stripe-Signature header is missing, wrong or too old');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('bad_request', 'The event is not valid JSON');
  }
  const event = ProviderEvent.safeParse(parsed);
  if (!event.success) throw new AppError('bad_request', 'The body is not a provider event ({id, type, data: {object}})');
  const applied = await applyEvent(site, event.data, signedBy);
  if (applied.paid) {
    kickOutbox();
    announceOrder('order.paid', applied.paid);
  }
  return applied;
}

// One transaction per event: its id is recorded first (a replay, even a concurrent one, finds it and
// changes nothing), then what it says is applied. Unknown types are recorded and ignored.
// An event the test provider signed pays test orders only.
async function applyEvent(site: SiteRef, event: ProviderEvent, signedBy: 'stripe' | 'test'): Promise<Applied> {
  const db = await getDb();
  const o = event.data.object;
  const orderUid = str((o.metadata as Record<string, unknown> | undefined)?.order_uid);
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ siteUid: site.uid, provider: 'stripe', eventId: event.id, type: event.type, orderUid })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (recorded.length === 0) return { fresh: false, paid: null };
    let paid: OrderRow | null = null;
    if (event.type === 'checkout.session.completed' && orderUid && (o.payment_status === 'paid' || o.payment_status === 'no_payment_required')) {
      paid = await markPaid(tx, site, {
        orderUid,
        sessionId: str(o.id) ?? event.id,
        subscriptionRef: str(o.subscription),
        testOnly: signedBy === 'test',
        amount: typeof o.amount_total === 'number' ? o.amount_total : null,
        currency: str(o.currency),
      });
    } else if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
      await applySubscriptionChange(tx, site.uid, event.type, o);
    } else if (event.type === 'invoice.paid') {
      await applyInvoicePaid(tx, site.uid, o);
    }
    return { fresh: true, paid };
  });
}
