import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { UNIQUE } from '../unique';
import { posts } from './content';
import { sites } from './sites';
import { users } from './users';

const siteRef = () =>
  text('site_uid')
    .notNull()
    .references(() => sites.uid, { onDelete: 'cascade' });
const userRef = (name: string) => text(name).references(() => users.uid, { onDelete: 'set null' });
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export type BillingInterval = 'day' | 'week' | 'month' | 'year';

// A sellable version of a product (a post of type `product`). Money is an integer in the currency's
// minor unit. `stock` null is unlimited; the paid-order transaction never takes it below zero.
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    siteUid: siteRef(),
    postUid: text('post_uid')
      .notNull()
      .references(() => posts.uid, { onDelete: 'cascade' }),
    sku: text('sku').notNull().default(''),
    title: text('title').notNull().default(''),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    stock: integer('stock'),
    // Option values ({size: "M"}) and free attributes ({color: "blue"}) of this variant.
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    // Set: a paid checkout of it starts a subscription renewed every `intervalCount` intervals.
    interval: text('interval').$type<BillingInterval>(),
    intervalCount: integer('interval_count').notNull().default(1),
    position: integer('position').notNull().default(0),
    // First paid order that held it: price, currency, sku and deletion are frozen from then on.
    soldAt: timestamp('sold_at', { withTimezone: true }),
    creatorUid: userRef('creator_uid'),
    ...stamps,
  },
  // A sku is optional ('' is none, as Shopify allows): only a non-empty one is unique per site.
  (t) => [
    uniqueIndex(UNIQUE.variantSku)
      .on(t.siteUid, t.sku)
      .where(sql`${t.sku} <> ''`),
    index('variants_post_idx').on(t.siteUid, t.postUid, t.position),
  ],
);

export interface CartItem {
  variantId: number;
  quantity: number;
}

// A session cart (id is 32 random bytes: knowing it is holding it) or a signed-in user's cart (one per
// user and site). Only variant ids and quantities are kept: prices are always computed on read.
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    siteUid: siteRef(),
    userUid: text('user_uid').references(() => users.uid, { onDelete: 'cascade' }),
    items: jsonb('items').$type<CartItem[]>().notNull().default([]),
    // The code the shopper applied (checked when applied, priced on every read, used only when paid).
    discountCode: text('discount_code'),
    ...stamps,
  },
  (t) => [
    uniqueIndex(UNIQUE.userCart)
      .on(t.siteUid, t.userUid)
      .where(sql`${t.userUid} is not null`),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

export type DiscountKind = 'percent' | 'amount';

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    siteUid: siteRef(),
    // Stored upper case: codes are matched without regard to case.
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    // percent: 1..100; amount: minor units of `currency` (an amount code applies to that currency only).
    value: integer('value').notNull(),
    currency: text('currency'),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex(UNIQUE.discountCode).on(t.siteUid, t.code)],
);

// One row per paid use; the unique key is what makes "once per customer" hold under concurrency.
export const discountUses = pgTable(
  'discount_uses',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    customer: text('customer').notNull(),
    orderUid: text('order_uid').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.customer] })],
);

// A line as sold: a snapshot, so a later edit of the variant never changes an order.
export interface OrderLine {
  variantId: number;
  postUid: string;
  sku: string;
  title: string;
  productTitle: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  interval: BillingInterval | null;
  intervalCount: number;
}

export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
// What the paid transaction could not honour, for the owner to settle (refund, restock).
export type OrderFlag = 'oversold' | 'discount_unavailable';

export const orders = pgTable(
  'orders',
  {
    uid: text('uid').primaryKey(),
    siteUid: siteRef(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    buyerUid: userRef('buyer_uid'),
    sellerUid: userRef('seller_uid'),
    email: text('email').notNull(),
    address: jsonb('address').$type<Record<string, string> | null>(),
    tracking: text('tracking'),
    currency: text('currency').notNull(),
    items: jsonb('items').$type<OrderLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    cartId: text('cart_id'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    flags: jsonb('flags').$type<OrderFlag[]>().notNull().default([]),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('orders_site_created_idx').on(t.siteUid, t.createdAt),
    index('orders_buyer_idx').on(t.siteUid, t.buyerUid),
    // A cart has at most one open (pending) checkout: checking it out again updates that order.
    uniqueIndex('orders_open_checkout_of_cart')
      .on(t.siteUid, t.cartId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// Every status change of an order, with who made it (null: the payment provider or the system).
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderUid: text('order_uid')
      .notNull()
      .references(() => orders.uid, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    actorUid: userRef('actor_uid'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderUid, t.at)],
);

// Provider events already applied, by id: a replayed event changes nothing.
export const paymentEvents = pgTable(
  'payment_events',
  {
    siteUid: siteRef(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderUid: text('order_uid'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.provider, t.eventId] })],
);

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'ended';

export const subscriptions = pgTable(
  'subscriptions',
  {
    uid: text('uid').primaryKey(),
    siteUid: siteRef(),
    orderUid: text('order_uid').references(() => orders.uid, { onDelete: 'set null' }),
    buyerUid: userRef('buyer_uid'),
    email: text('email').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    ...stamps,
  },
  (t) => [index('subscriptions_site_idx').on(t.siteUid, t.createdAt), index('subscriptions_provider_ref_idx').on(t.providerRef)],
);
