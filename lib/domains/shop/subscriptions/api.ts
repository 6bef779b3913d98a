import { defineOperation } from '@/lib/api/define';
import { itemOf, listOf, uidParam } from '@/lib/api/envelope';
import { PageQuery } from '@/lib/shared/pagination';
import { SubscriptionQuery, SubscriptionView } from './schemas';

// The subscriptions API: a marketer lists them, a buyer sees and cancels their own.
const Subscription = SubscriptionView.meta({ id: 'Subscription' });
const tag = 'Subscriptions';
const path = '/api/v1/subscriptions';

export const subscriptionsCollection = {
  list: defineOperation({ method: 'GET', path, tag, access: 'marketer', query: SubscriptionQuery, ok: { status: 200, schema: listOf(Subscription) }, summary: 'List subscriptions' }),
};

export const subscriptionsOfCaller = {
  list: defineOperation({ method: 'GET', path: `${path}/mine`, tag, access: 'session', query: PageQuery, ok: { status: 200, schema: listOf(Subscription) }, summary: "The caller's subscriptions" }),
};

export const subscriptionCancel = {
  // The buyer or role 5+: the operation checks, it needs the record.
  cancel: defineOperation({
    method: 'POST',
    path: `${path}/{uid}/cancel`,
    tag,
    access: 'session',
    ownerOr: 'admin',
    params: uidParam,
    ok: { status: 200, schema: itemOf(Subscription) },
    summary: 'Cancel a subscription (its buyer or role 5+)',
    description:
      "Status `cancelled` at once; `currentPeriodEnd` is kept (what was paid for runs to its end). A Stripe subscription is also set to cancel at its period's end; if Stripe refuses, a site log row `subscription.cancel` says so and the cancellation here stands.",
  }),
};

export const subscriptionsApi = [subscriptionsCollection, subscriptionsOfCaller, subscriptionCancel];
