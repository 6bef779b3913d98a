import { describe, expect, it } from 'vitest';
import { checkStock, createVariant, deleteVariant, listProductVariants, productOptions, searchVariants, updateVariant, variantAttributes } from '@/lib/domains/shop/catalogue/operations';
import { createPost } from '@/lib/domains/content/posts/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { makeProduct } from '../helpers/shop';
import { anonymous, makeMember, makeSite, page } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const writer = await makeMember(world, ROLE.writer);
const customer = await makeMember(world, ROLE.customer);
const other = await makeSite();
const shirt = await makeProduct(site.uid, owner, [
  { sku: 'TS-S', price: 1000, stock: 3, options: { size: 'S' } },
  { sku: 'TS-M', price: 1200, stock: null, options: { size: 'M' } },
]);
const query = (q: Record<string, unknown> = {}) => ({ ...page(), q: undefined, sku: undefined, postUid: undefined, options: {}, ...q });

describe('catalogue', () => {
  it('a variant needs a live product post of the site', async () => {
    const { item: plain } = await createPost(owner.caller, site.uid, { title: 'Not a product', status: 1 });
    await expectRefused(createVariant(owner.caller, site.uid, { postUid: plain.uid, price: 1, currency: 'EUR' } as { postUid: string }), 'invalid', 'type product');
    await expectRefused(createVariant(owner.caller, site.uid, { postUid: 'missing' }), 'invalid', 'type product');
  });

  it('refuses a second sku; lists, searches and filters by option', async () => {
    await expectRefused(createVariant(owner.caller, site.uid, { postUid: shirt.post.uid, sku: 'TS-S', price: 1, currency: 'EUR' } as { postUid: string }), 'invalid', 'sku');
    expect((await listProductVariants(anonymous, site.uid, shirt.post.uid)).map((v) => v.sku)).toEqual(['TS-S', 'TS-M']);
    expect(await productOptions(anonymous, site.uid, shirt.post.uid)).toEqual([{ name: 'size', values: ['S', 'M'] }]);
    expect((await searchVariants(anonymous, site.uid, query({ options: { size: 'M' } }))).items.map((v) => v.sku)).toEqual(['TS-M']);
    expect((await searchVariants(anonymous, site.uid, query({ q: 'ts-' }))).pagination.total_entries).toBe(2);
  });

  it("a draft product's variants are seen by role 2+ only", async () => {
    const draft = await makeProduct(site.uid, owner, [{ sku: 'D-1', price: 5 }], 0);
    await expectRefused(listProductVariants(customer.caller, site.uid, draft.post.uid), 'not_found');
    expect(await listProductVariants(writer.caller, site.uid, draft.post.uid)).toHaveLength(1);
    await expectRefused(variantAttributes(anonymous, site.uid, draft.variants[0]!.id), 'not_found');
    expect((await searchVariants(anonymous, site.uid, query({ sku: 'D-1' }))).items).toEqual([]);
  });

  it('attributes and stock: unknown or unpublished variants have none', async () => {
    const v = await updateVariant(owner.caller, site.uid, shirt.variants[0]!.id, { attributes: { color: 'blue' } });
    expect(await variantAttributes(anonymous, site.uid, v.id)).toEqual([{ name: 'color', value: 'blue' }]);
    const stock = await checkStock(site.uid, {
      items: [
        { variantId: shirt.variants[0]!.id, quantity: 5 },
        { variantId: shirt.variants[1]!.id, quantity: 500 },
        { variantId: 999_999, quantity: 1 },
      ],
    });
    expect(stock.map((s) => [s.stock, s.available])).toEqual([
      [3, false],
      [null, true],
      [0, false],
    ]);
  });

  it('below role 2 only the product author changes variants, and only while unpublished', async () => {
    await expectRefused(updateVariant(customer.caller, site.uid, shirt.variants[0]!.id, { price: 1 }), 'forbidden');
    await expectRefused(deleteVariant(customer.caller, site.uid, shirt.variants[0]!.id), 'forbidden');
    expect((await updateVariant(writer.caller, site.uid, shirt.variants[1]!.id, { price: 1300 })).price).toBe(1300);
  });

  it("deletes; another site's variants are invisible", async () => {
    const theirs = await makeProduct(other.site.uid, other.owner, [{ sku: 'TS-S', price: 1 }]);
    const id = theirs.variants[0]!.id;
    await expectRefused(updateVariant(owner.caller, site.uid, id, { price: 2 }), 'not_found');
    await expectRefused(deleteVariant(owner.caller, site.uid, id), 'not_found');
    await expectRefused(variantAttributes(owner.caller, site.uid, id), 'not_found');
    expect((await checkStock(site.uid, { items: [{ variantId: id, quantity: 1 }] }))[0]!.available).toBe(false);
    await deleteVariant(other.owner.caller, other.site.uid, id);
    await expectRefused(deleteVariant(other.owner.caller, other.site.uid, id), 'not_found');
  });
});
