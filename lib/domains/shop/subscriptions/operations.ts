import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { subscriptions } from '@/db/schema';
import { requireOwnerOrRole, signedIn, type Caller } from '@/lib/domains/accounts/auth/access';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { notFound } from '@/lib/shared/errors';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { listPage, offsetOf, type PageQuery } from '@/lib/shared/pagination';
import { paymentSecrets } from '@/lib/domains/shop/payments/secrets';
import { cancelStripeSubscription } from '@/lib/domains/shop/payments/providers/stripe';
import type { SubscriptionQuery } from './schemas';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const view = (r: SubscriptionRow) => ({
  uid: r.uid,
  status: r.status,
  email: r.email,
  buyerUid: r.buyerUid,
  variantId: r.variantId,
  title: r.title,
  price: r.price,
  currency: r.currency,
  interval: r.interval,
  intervalCount: r.intervalCount,
  currentPeriodEnd: r.currentPeriodEnd.toISOString(),
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  orderUid: r.orderUid,
  provider: r.provider as 'stripe' | 'test',
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function listOf(q: PageQuery, where: SQL) {
  const db = await getDb();
  return listPage(
    q,
    db.select().from(subscriptions).where(where).orderBy(desc(subscriptions.createdAt), desc(subscriptions.uid)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(subscriptions).where(where),
    view,
  );
}

// Role 3+ (the route).
export const listSubscriptions = (siteUid: string, q: z.output<typeof SubscriptionQuery>) => listOf(q, inSite(subscriptions, siteUid, q.status ? eq(subscriptions.status, q.status) : undefined));

export const mySubscriptions = (caller: Caller, siteUid: string, q: PageQuery) => listOf(q, inSite(subscriptions, siteUid, eq(subscriptions.buyerUid, signedIn(caller).uid)));

// The buyer or role 5+. Cancelled now, but what was paid for runs to its end (currentPeriodEnd kept);
// a Stripe subscription is also set to cancel at its period's end (a failure there is logged: the
// owner settles it in Stripe, the platform's record stands).
export async function cancelSubscription(caller: Caller, siteUid: string, uid: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(inSite(subscriptions, siteUid, eq(subscriptions.uid, uid)))
    .limit(1);
  if (!row) throw notFound('Subscription');
  requireOwnerOrRole(caller, row.buyerUid, ROLE.admin);
  if (row.status === 'cancelled' || row.status === 'ended') return view(row);
  const [updated] = await db
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
    .where(inSite(subscriptions, siteUid, eq(subscriptions.uid, uid)))
    .returning();
  if (row.provider === 'stripe' && row.providerRef) {
    const key = (await paymentSecrets(siteUid)).stripeSecretKey;
    try {
      if (!key) throw new Error('the site has no Stripe key');
      await cancelStripeSubscription(key, row.providerRef);
    } catch (err) {
      void logEvent(siteUid, 'warn', 'subscription.cancel', `Stripe did not take the cancellation of subscription ${uid}: ${err instanceof Error ? err.message : String(err)}`, { uid });
    }
  }
  return view(updated!);
}
