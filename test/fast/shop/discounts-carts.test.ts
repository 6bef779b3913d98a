import { describe, expect, it } from 'vitest';
import { createDiscount, deleteDiscount, listDiscounts, quoteDiscount, readDiscount, updateDiscount } from '@/lib/domains/shop/discounts/operations';
import { createSessionCart, mergeSessionCartInto, readSessionCart, readUserCart, replaceSessionCart, writeUserCart } from '@/lib/domains/shop/carts/operations';
import { expectRefused } from '../helpers/refused';
import { makeProduct } from '../helpers/shop';
import { makeSite, makeUser, page } from '../helpers/world';

const { site, owner } = await makeSite();
const other = await makeSite();
const { variants } = await makeProduct(site.uid, owner, [
  { sku: 'A', price: 1000 },
  { sku: 'B', price: 500 },
  { sku: 'USD', price: 100, currency: 'USD' },
]);
const [a, b, usd] = variants.map((v) => v.id) as [number, number, number];
const ip = '192.0.2.1';

describe('discounts', () => {
  it('creates upper-cased codes; refuses a second code and rules that span fields', async () => {
    const d = await createDiscount(site.uid, { code: 'TEN', kind: 'percent', value: 10 });
    expect(d).toMatchObject({ code: 'TEN', kind: 'percent', value: 10, usedCount: 0, active: true });
    await expectRefused(createDiscount(site.uid, { code: 'TEN', kind: 'amount', value: 1 }), 'invalid', 'already has this code');
    await expectRefused(createDiscount(site.uid, { code: 'BIG', kind: 'percent', value: 150 }), 'invalid', '1..100');
    await expectRefused(createDiscount(site.uid, { code: 'CUR', kind: 'percent', value: 5, currency: 'EUR' }), 'invalid', 'currency');
    await expectRefused(createDiscount(site.uid, { code: 'WHEN', kind: 'amount', value: 5, startsAt: new Date('2030-01-02'), endsAt: new Date('2030-01-01') }), 'invalid', 'endsAt');
    expect(await readDiscount(site.uid, d.id)).toEqual(d);
  });

  it('quotes what a code takes off, reading only', async () => {
    const q = await quoteDiscount(site.uid, { code: 'TEN', items: [{ variantId: a, quantity: 2 }] });
    expect(q).toMatchObject({ valid: true, currency: 'EUR', subtotal: 2000, discount: 200, total: 1800 });
    expect(await quoteDiscount(site.uid, { code: 'NOPE', items: [{ variantId: a, quantity: 1 }] })).toMatchObject({ valid: false, discount: 0, reason: expect.any(String) });
    await expectRefused(quoteDiscount(site.uid, { code: 'TEN', items: [{ variantId: 999_999, quantity: 1 }] }), 'invalid', 'no variant');
  });

  it('updates on the merged record, lists, deletes', async () => {
    const d = await createDiscount(site.uid, { code: 'FIVE', kind: 'amount', value: 500, currency: 'EUR' });
    await expectRefused(updateDiscount(site.uid, d.id, { kind: 'percent' }), 'invalid', '1..100');
    await expectRefused(updateDiscount(site.uid, d.id, { kind: 'percent', value: 5 }), 'invalid', 'currency');
    expect((await updateDiscount(site.uid, d.id, { active: false })).active).toBe(false);
    expect((await listDiscounts(site.uid, page())).items.map((x) => x.code)).toEqual(['FIVE', 'TEN']);
    await deleteDiscount(site.uid, d.id);
    await expectRefused(deleteDiscount(site.uid, d.id), 'not_found');
    await expectRefused(updateDiscount(site.uid, d.id, { value: 1 }), 'not_found');
  });

  it("another site's discount is not ours, and its code is free here", async () => {
    const theirs = await createDiscount(other.site.uid, { code: 'TEN', kind: 'percent', value: 50 });
    await expectRefused(readDiscount(site.uid, theirs.id), 'not_found');
    await expectRefused(deleteDiscount(site.uid, theirs.id), 'not_found');
    expect((await quoteDiscount(site.uid, { code: 'TEN', items: [{ variantId: a, quantity: 1 }] })).discount).toBe(100);
  });
});

describe('carts', () => {
  it('a session cart is priced on the server, keeps a code, and refuses unknown variants and mixed currencies', async () => {
    const cart = await createSessionCart(site.uid, ip, { items: [{ variantId: a, quantity: 1 }], discountCode: 'TEN' });
    expect(cart).toMatchObject({ subtotal: 1000, discountCode: 'TEN', discount: 100, total: 900, count: 1 });
    await expectRefused(createSessionCart(site.uid, ip, { items: [{ variantId: 999_999, quantity: 1 }] }), 'invalid', 'no variant');
    await expectRefused(
      createSessionCart(site.uid, ip, {
        items: [
          { variantId: a, quantity: 1 },
          { variantId: usd, quantity: 1 },
        ],
      }),
      'invalid',
    );
    await expectRefused(createSessionCart(site.uid, ip, { items: [{ variantId: a, quantity: 1 }], discountCode: 'NOPE' }), 'invalid', 'discountCode');
    expect((await readSessionCart(site.uid, cart.id!)).total).toBe(900);
    const replaced = await replaceSessionCart(site.uid, cart.id!, ip, { items: [{ variantId: b, quantity: 2 }], discountCode: null });
    expect(replaced).toMatchObject({ subtotal: 1000, discountCode: null, total: 1000 });
  });

  it("a user's cart: empty until written, then merges a session cart once", async () => {
    const user = await makeUser();
    expect(await readUserCart(site.uid, user.uid)).toMatchObject({ id: null, items: [], total: 0 });
    await writeUserCart(site.uid, user.uid, ip, { items: [{ variantId: a, quantity: 1 }] });
    const session = await createSessionCart(site.uid, ip, {
      items: [
        { variantId: a, quantity: 2 },
        { variantId: b, quantity: 1 },
      ],
    });
    const merged = await writeUserCart(site.uid, user.uid, ip, { mergeSessionCart: session.id! });
    expect(merged.items.map((l) => [l.variantId, l.quantity])).toEqual([
      [a, 3],
      [b, 1],
    ]);
    expect((await readSessionCart(site.uid, session.id!)).items).toEqual([]);
    // Merged once: the session cart is empty now.
    await mergeSessionCartInto(site.uid, user.uid, session.id!);
    expect((await readUserCart(site.uid, user.uid)).count).toBe(4);
  });

  it("a user's cart is not a session cart, and another site's cart is not ours", async () => {
    const user = await makeUser();
    const mine = await writeUserCart(site.uid, user.uid, ip, { items: [{ variantId: a, quantity: 1 }] });
    await expectRefused(readSessionCart(site.uid, mine.id!), 'not_found');
    const session = await createSessionCart(site.uid, ip, { items: [{ variantId: a, quantity: 1 }] });
    await expectRefused(readSessionCart(other.site.uid, session.id!), 'not_found');
    await expectRefused(replaceSessionCart(other.site.uid, session.id!, ip, { items: [] }), 'not_found');
    expect(await readUserCart(other.site.uid, user.uid)).toMatchObject({ id: null });
  });
});
