import { describe, expect, it } from 'vitest';
import { productFacts } from '@/lib/domains/shop/catalogue/liquid-source';
import type { VariantView } from '@/lib/domains/shop/catalogue/schemas';
import { createEngine } from '@/lib/liquid/engine';
import { runRender } from '@/lib/liquid/run';
import { pageContext } from '@/lib/pages/context';
import { postPathOf } from '@/lib/domains/content/posts/paths';
import { runtimeManifest } from '@/lib/runtime-manifest/manifest';

const variant = (over: Partial<VariantView>): VariantView => ({
  id: 1,
  postUid: 'p1',
  sku: 'S',
  title: '',
  price: 1000,
  currency: 'EUR',
  stock: null,
  options: {},
  attributes: {},
  interval: null,
  intervalCount: 1,
  position: 0,
  sold: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('product rows', () => {
  it('carry the lowest price, its currency and whether any variant can be bought', () => {
    const facts = productFacts([variant({ id: 1, price: 1800, stock: 0 }), variant({ id: 2, price: 1450, stock: 0 })]);
    expect(facts).toMatchObject({ price: 1450, currency: 'EUR', available: false });
    expect(productFacts([variant({ stock: 3 })]).available).toBe(true);
    expect(productFacts([variant({ stock: null })]).available).toBe(true);
    expect(productFacts([])).toEqual({ variants: [], price: null, currency: '', available: false });
  });

  it('carry their path: products at productPath, other posts at postPath', () => {
    expect(postPathOf({}, 'product', 'house blend')).toBe('/products/house%20blend');
    expect(postPathOf({}, 'post', 'hello')).toBe('/blog/hello');
    expect(postPathOf({ productPath: '/shop/:slug', postPath: '/news/:slug' }, 'product', 'x')).toBe('/shop/x');
    expect(postPathOf({ productPath: '/shop/:slug', postPath: '/news/:slug' }, 'post', 'x')).toBe('/news/x');
  });
});

describe('the cart variable', () => {
  const site = { uid: 's1', subdomain: 'shop', name: 'Shop', ownerUid: null, settings: { currency: 'EUR' }, generation: 0, commentsGeneration: 0, postsGeneration: 0, mailTrusted: false };
  const template = { uid: 't1', title: 'Cart', permalink: '/cart', type: 'page', body: '', updatedAt: new Date() };
  const facts = { path: '/cart', query: new URLSearchParams(), origin: 'http://shop.localhost:3000' };
  const engine = createEngine();
  const render = (body: string, ctx: object) => runRender(engine, engine.parse(body), ctx, { outputLimit: 10_000 });

  it('is loaded once, on the first read, and reads like a plain object', async () => {
    let loads = 0;
    const cart = async () => {
      loads++;
      return { id: 'c1', items: [{ title: 'M', quantity: 2, lineTotal: 3000 }], currency: 'EUR', subtotal: 3000, count: 2 };
    };
    let memo: Promise<unknown> | null = null;
    const ctx = pageContext(site, template, null, facts, {}, {}, {}, () => (memo ??= cart()));
    const out = await render('{{ cart.count }}|{% for l in cart.items %}{{ l.title }}x{{ l.quantity }}={{ l.lineTotal | money: cart.currency }}{% endfor %}|{{ cart.subtotal | money }}', ctx);
    expect(out).toBe('2|Mx2=€30.00|€30.00');
    expect(loads).toBe(1);
    let untouched = 0;
    await render(
      'no cart here',
      pageContext(site, template, null, facts, {}, {}, {}, async () => ++untouched),
    );
    expect(untouched).toBe(0);
  });

  it('is the empty cart by default', async () => {
    expect(await render('{{ cart.id | default: "none" }} {{ cart.count }} {{ cart.items.size }} [{{ cart.currency }}]', pageContext(site, template, null, facts))).toBe('none 0 0 []');
  });
});

describe('the manifest', () => {
  it('lists money, the products source and the cart variable, each documented', () => {
    const m = runtimeManifest();
    expect(m.filters).toContain('money');
    expect(m.collectionSources).toContain('products');
    expect(m.contextVariables).toContain('cart');
    expect(m.docs.filters.money!.summary).toMatch(/minor units/);
    expect(m.docs.context.cart).toMatch(/cart_id/);
    expect(m.docs.tags.collection!.summary).toMatch(/variants/);
  });
});
