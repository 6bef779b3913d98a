import { describe, expect, it } from 'vitest';
import { listOrders, myOrders, readOrder, updateOrder } from '@/lib/domains/shop/orders/operations';
import { cancelSubscription, listSubscriptions, mySubscriptions } from '@/lib/domains/shop/subscriptions/operations';
import { createCheckout } from '@/lib/domains/shop/payments/checkout';
import { payTestOrder } from '@/lib/domains/shop/payments/pages';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { makeProduct } from '../helpers/shop';
import { anonymous, callerOf, makeMember, makeSite, makeUser, page } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const writer = await makeMember(world, ROLE.writer);
const buyer = await makeMember(world, ROLE.customer, { name: 'buyer' });
const stranger = callerOf(await makeUser(), ROLE.none);
const other = await makeSite();
const { variants } = await makeProduct(site.uid, owner, [
  { sku: 'ONE', price: 2500, stock: 5 },
  { sku: 'SUB', price: 900, interval: 'month' },
]);
const [one, monthly] = variants.map((v) => v.id) as [number, number];
const ip = '192.0.2.2';
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const orderQuery = (q: Record<string, unknown> = {}) => ({ ...page(), status: undefined, flag: undefined, paid: undefined, q: undefined, ...q });

async function checkout(items: { variantId: number; quantity: number }[]) {
  const order = await createCheckout(buyer.caller, site, ip, { items, email: 'Buyer@Example.test' });
  return { order, token: tokenOf(order.checkoutUrl) };
}

describe('orders', () => {
  it('a checkout writes a pending order, priced on the server; the built-in provider pays it', async () => {
    const { order, token } = await checkout([{ variantId: one, quantity: 2 }]);
    expect(order).toMatchObject({ status: 'pending', subtotal: 5000, total: 5000, currency: 'EUR' });
    await payTestOrder(site, order.uid, token);
    const paid = await readOrder(buyer.caller, site.uid, order.uid, undefined);
    expect(paid.status).toBe('paid');
    expect(paid.history.map((h) => h.status)).toEqual(['pending', 'paid']);
  });

  it('the buyer, role 2+ or the token holder reads an order; anyone else is refused', async () => {
    const { order, token } = await checkout([{ variantId: one, quantity: 1 }]);
    expect((await readOrder(anonymous, site.uid, order.uid, token)).uid).toBe(order.uid);
    expect((await readOrder(writer.caller, site.uid, order.uid, undefined)).uid).toBe(order.uid);
    await expectRefused(readOrder(anonymous, site.uid, order.uid, 'wrong'), 'unauthorized');
    await expectRefused(readOrder(stranger, site.uid, order.uid, undefined), 'forbidden');
    await expectRefused(readOrder(owner.caller, other.site.uid, order.uid, token), 'not_found');
  });

  it('lists by email, paid or not; the buyer lists their own', async () => {
    expect((await listOrders(site.uid, orderQuery({ q: 'buyer@example.test' }))).pagination.total_entries).toBe(2);
    expect((await listOrders(site.uid, orderQuery({ paid: 'true' }))).items).toHaveLength(1);
    expect((await listOrders(site.uid, orderQuery({ paid: 'false' }))).items).toHaveLength(1);
    expect((await myOrders(buyer.caller, site.uid, page())).items).toHaveLength(2);
    expect((await myOrders(stranger, site.uid, page())).items).toEqual([]);
    await expectRefused(
      Promise.resolve().then(() => myOrders(anonymous, site.uid, page())),
      'unauthorized',
    );
    expect((await listOrders(other.site.uid, orderQuery())).items).toEqual([]);
  });

  it('role 3+ moves a paid order on with a note; a pending one can only be cancelled', async () => {
    const [paid] = (await listOrders(site.uid, orderQuery({ paid: 'true' }))).items;
    const shipped = await updateOrder(owner.caller, site.uid, paid!.uid, { status: 'shipped', tracking: 'TRK1', note: 'on its way' });
    expect(shipped).toMatchObject({ status: 'shipped', tracking: 'TRK1' });
    expect(shipped.history.at(-1)).toMatchObject({ status: 'shipped', note: 'on its way' });
    const [pending] = (await listOrders(site.uid, orderQuery({ paid: 'false' }))).items;
    await expectRefused(updateOrder(owner.caller, site.uid, pending!.uid, { status: 'shipped' }), 'invalid', 'only be cancelled');
    expect((await updateOrder(owner.caller, site.uid, pending!.uid, { status: 'cancelled' })).status).toBe('cancelled');
    await expectRefused(updateOrder(other.owner.caller, other.site.uid, paid!.uid, { note: 'x' }), 'not_found');
  });

  it('a paid checkout of a monthly variant starts a subscription; its buyer cancels it', async () => {
    const { order, token } = await checkout([{ variantId: monthly, quantity: 1 }]);
    await payTestOrder(site, order.uid, token);
    const [sub] = (await mySubscriptions(buyer.caller, site.uid, page())).items;
    expect(sub).toMatchObject({ status: 'active', orderUid: order.uid });
    expect((await listSubscriptions(site.uid, { ...page(), status: undefined })).items.map((s) => s.uid)).toEqual([sub!.uid]);
    await expectRefused(cancelSubscription(stranger, site.uid, sub!.uid), 'forbidden');
    await expectRefused(cancelSubscription(owner.caller, other.site.uid, sub!.uid), 'not_found');
    expect((await cancelSubscription(buyer.caller, site.uid, sub!.uid)).status).toBe('cancelled');
    // Again: nothing more to cancel, the same answer.
    expect((await cancelSubscription(owner.caller, site.uid, sub!.uid)).status).toBe('cancelled');
  });
});
