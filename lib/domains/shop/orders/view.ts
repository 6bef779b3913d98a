import { orders } from '@/db/schema';

export type OrderRow = typeof orders.$inferSelect;

// The Order view of the commerce contract (a read of one adds history and subscriptions).
export function orderView(r: OrderRow) {
  return {
    uid: r.uid,
    status: r.status,
    flags: r.flags,
    email: r.email,
    buyerUid: r.buyerUid,
    sellerUid: r.sellerUid,
    address: r.address ?? null,
    tracking: r.tracking,
    currency: r.currency,
    items: r.items,
    subtotal: r.subtotal,
    discount: r.discount,
    total: r.total,
    discountCode: r.discountCode,
    provider: r.provider as 'stripe' | 'test',
    paidAt: r.paidAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
