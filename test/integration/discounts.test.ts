import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { api, data, newSite, unique, userWithRole } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

type Site = Awaited<ReturnType<typeof newSite>>;
const day = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('discounts', () => {
  let site: Site;
  let http: ReturnType<typeof api>;
  let writer: string;
  let marketer: string;
  let eur: { id: number };
  let usd: { id: number };

  beforeAll(async () => {
    site = await newSite('Discount shop');
    http = api(site.host);
    writer = (await userWithRole(site, 2, 'Writer')).token;
    marketer = (await userWithRole(site, 3, 'Marketer')).token;
    const product = await newProduct(site, 'Lamp');
    eur = await newVariant(site, product, { price: 2500 });
    usd = await newVariant(site, product, { price: 1000, currency: 'USD' });
  });

  it('is managed by role 3+ with its rules', async () => {
    const code = unique('save');
    expect((await http.get('/api/v1/discounts', { token: writer })).status).toBe(403);
    expect((await http.post('/api/v1/discounts', { code, kind: 'percent', value: 10 }, { token: writer })).status).toBe(403);
    expect((await http.get('/api/v1/discounts')).status).toBe(401);
    const r = await http.post('/api/v1/discounts', { code: ` ${code} `, kind: 'percent', value: 10 }, { token: marketer });
    expect(r.status).toBe(201);
    const d = data(r).item;
    expect(d).toMatchObject({
      code: code.toUpperCase(),
      kind: 'percent',
      value: 10,
      currency: null,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      usedCount: 0,
      oncePerCustomer: false,
      active: true,
    });
    expect((await http.post('/api/v1/discounts', { code: code.toLowerCase(), kind: 'amount', value: 5 }, { token: marketer })).status).toBe(422);
    expect((await http.post('/api/v1/discounts', { code: unique('p'), kind: 'percent', value: 101 }, { token: marketer })).status).toBe(422);
    expect((await http.post('/api/v1/discounts', { code: unique('p'), kind: 'percent', value: 0 }, { token: marketer })).status).toBe(422);
    expect((await http.post('/api/v1/discounts', { code: unique('a'), kind: 'amount', value: 0 }, { token: marketer })).status).toBe(422);
    expect((await http.post('/api/v1/discounts', { code: unique('a'), kind: 'amount', value: 5, startsAt: iso(day), endsAt: iso(0) }, { token: marketer })).status).toBe(422);
    expect((await http.post('/api/v1/discounts', { code: unique('a'), kind: 'bogus', value: 5 }, { token: marketer })).status).toBe(422);

    expect(data(await http.get(`/api/v1/discounts/${d.id}`, { token: marketer })).item.code).toBe(code.toUpperCase());
    const up = await http.patch(`/api/v1/discounts/${d.id}`, { value: 25, active: false }, { token: marketer });
    expect(up.status).toBe(200);
    expect(data(up).item).toMatchObject({ value: 25, active: false, kind: 'percent' });
    expect((await http.patch(`/api/v1/discounts/${d.id}`, { value: 250 }, { token: marketer })).status).toBe(422);
    expect((await http.patch(`/api/v1/discounts/${d.id}`, { usedCount: 3 }, { token: marketer })).status).toBe(422);
    const list = await http.get('/api/v1/discounts', { token: marketer });
    expect(data(list).items.map((x: { id: number }) => x.id)).toContain(d.id);
    expect(data(list).pagination.total_entries).toBe(1);
    expect((await http.del(`/api/v1/discounts/${d.id}`, { token: writer })).status).toBe(403);
    expect((await http.del(`/api/v1/discounts/${d.id}`, { token: marketer })).status).toBe(200);
    expect((await http.get(`/api/v1/discounts/${d.id}`, { token: marketer })).status).toBe(404);
    // Another site's discount is not found here.
    const other = await newSite('Other discounts');
    const theirs = data(await api(other.host).post('/api/v1/discounts', { code: unique('o'), kind: 'percent', value: 5 }, { token: other.ownerToken })).item;
    expect((await http.get(`/api/v1/discounts/${theirs.id}`, { token: site.ownerToken })).status).toBe(404);
  });

  it('quotes without ever using the code', async () => {
    const make = async (body: Record<string, unknown>) => {
      const r = await http.post('/api/v1/discounts', { code: unique('q'), ...body }, { token: marketer });
      expect(r.status, r.text).toBe(201);
      return data(r).item as { id: number; code: string };
    };
    const quote = async (code: string, items: { variantId: number; quantity: number }[] = [{ variantId: eur.id, quantity: 2 }]) => {
      const r = await http.post('/api/v1/discounts/quote', { code, items, total: 1 });
      expect(r.status, r.text).toBe(200);
      return data(r).item;
    };
    const percent = await make({ kind: 'percent', value: 10 });
    expect(await quote(percent.code.toLowerCase())).toEqual({ code: percent.code, valid: true, currency: 'EUR', subtotal: 5000, discount: 500, total: 4500 });
    const amount = await make({ kind: 'amount', value: 700, currency: 'EUR' });
    expect(await quote(amount.code)).toMatchObject({ valid: true, subtotal: 5000, discount: 700, total: 4300 });
    // Never more than the subtotal.
    const big = await make({ kind: 'amount', value: 100_000 });
    expect(await quote(big.code)).toMatchObject({ valid: true, discount: 5000, total: 0 });
    const minimum = await make({ kind: 'percent', value: 50, minSubtotal: 6000 });
    expect(await quote(minimum.code)).toMatchObject({ valid: false, discount: 0, total: 5000, reason: expect.stringContaining('6000') });
    expect(await quote(minimum.code, [{ variantId: eur.id, quantity: 3 }])).toMatchObject({ valid: true, discount: 3750 });
    const expired = await make({ kind: 'percent', value: 10, startsAt: iso(-2 * day), endsAt: iso(-day) });
    expect(await quote(expired.code)).toMatchObject({ valid: false, discount: 0, reason: expect.stringMatching(/expired/) });
    const later = await make({ kind: 'percent', value: 10, startsAt: iso(day) });
    expect(await quote(later.code)).toMatchObject({ valid: false, reason: expect.stringMatching(/not active yet/) });
    const dollars = await make({ kind: 'amount', value: 100, currency: 'USD' });
    expect(await quote(dollars.code)).toMatchObject({ valid: false, reason: expect.stringMatching(/USD/) });
    expect(await quote(dollars.code, [{ variantId: usd.id, quantity: 1 }])).toMatchObject({ valid: true, currency: 'USD', discount: 100, total: 900 });
    const off = await make({ kind: 'percent', value: 10, active: false });
    expect(await quote(off.code)).toMatchObject({ valid: false });
    expect(await quote('NO-SUCH-CODE')).toMatchObject({ code: 'NO-SUCH-CODE', valid: false, reason: expect.any(String), discount: 0, total: 5000 });
    // Mixed currencies or unknown variants: 422.
    expect(
      (
        await http.post('/api/v1/discounts/quote', {
          code: percent.code,
          items: [
            { variantId: eur.id, quantity: 1 },
            { variantId: usd.id, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await http.post('/api/v1/discounts/quote', { code: percent.code, items: [{ variantId: 987654321, quantity: 1 }] })).status).toBe(422);
    // No use was counted by any quote.
    expect(data(await http.get(`/api/v1/discounts/${percent.id}`, { token: marketer })).item.usedCount).toBe(0);
  });
});

describe('discount quotes are rate limited per client IP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(inject('dbKind'), { RATE_LIMIT_QUOTE: '3' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 with Retry-After past RATE_LIMIT_QUOTE a minute', async () => {
    const site = await newSite('Limited', server.url);
    const variant = await newVariant(site, await newProduct(site));
    const http = api(site.host, server.url);
    const body = { code: 'ANY', items: [{ variantId: variant.id, quantity: 1 }] };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await http.post('/api/v1/discounts/quote', body)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await http.post('/api/v1/discounts/quote', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
