import { eq, sql } from 'drizzle-orm';
import { inSite } from '@/db/scope';
import { subscriptions, type SubscriptionStatus } from '@/db/schema';
import type { DbOrTx } from '@/lib/domains/messaging/outbox';
import { addInterval } from '@/lib/domains/shop/subscriptions/period';

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const first = (v: unknown): Obj => obj((obj(v).data as unknown[] | undefined)?.[0]);
const fromUnix = (s: number | null) => (s === null ? null : new Date(s * 1000));

// Stripe's subscription states in ours.
function statusOf(stripeStatus: string | null): SubscriptionStatus | null {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return 'active';
  if (stripeStatus === 'past_due' || stripeStatus === 'unpaid' || stripeStatus === 'incomplete' || stripeStatus === 'paused') return 'past_due';
  if (stripeStatus === 'canceled') return 'cancelled';
  if (stripeStatus === 'incomplete_expired') return 'ended';
  return null;
}

const byRef = (siteUid: string, ref: string) => inSite(subscriptions, siteUid, eq(subscriptions.providerRef, ref));

// customer.subscription.updated / .deleted: the subscription (matched by providerRef = object.id)
// takes the provider's status, period end and cancellation.
export async function applySubscriptionChange(tx: DbOrTx, siteUid: string, type: string, o: Obj): Promise<void> {
  const ref = str(o.id);
  if (!ref) return;
  // Newer API versions carry the period on the subscription's items.
  const periodEnd = fromUnix(num(o.current_period_end) ?? num(first(o.items).current_period_end));
  const deleted = type === 'customer.subscription.deleted';
  const status = deleted ? 'ended' : statusOf(str(o.status));
  const cancelling = deleted || o.cancel_at_period_end === true || status === 'cancelled';
  await tx
    .update(subscriptions)
    .set({
      ...(status ? { status } : {}),
      ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
      ...(cancelling ? { cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(byRef(siteUid, ref));
}

// invoice.paid: a renewal. The period ends where the invoice's line says, else one interval later.
export async function applyInvoicePaid(tx: DbOrTx, siteUid: string, o: Obj): Promise<void> {
  // Where the subscription id sits depends on the API version: the invoice, its parent, or its line.
  const line = first(o.lines);
  const ref = str(o.subscription) ?? str(obj(obj(o.parent).subscription_details).subscription) ?? str(obj(obj(line.parent).subscription_item_details).subscription);
  if (!ref) return;
  const lineEnd = fromUnix(num(obj(line.period).end));
  const [sub] = await tx.select().from(subscriptions).where(byRef(siteUid, ref)).limit(1);
  if (!sub) return;
  const end = lineEnd ?? addInterval(sub.currentPeriodEnd, sub.interval, sub.intervalCount);
  await tx
    .update(subscriptions)
    .set({ currentPeriodEnd: end > sub.currentPeriodEnd ? end : sub.currentPeriodEnd, status: sub.status === 'past_due' ? 'active' : sub.status, updatedAt: new Date() })
    .where(eq(subscriptions.uid, sub.uid));
}
