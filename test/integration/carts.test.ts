import { beforeAll, describe, expect, it } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { api, data, newSite, unique, userWithRole, type Reply } from '../helpers/http';

type Site = Awaited<ReturnType<typeof newSite>>;
type Line = { variantId: number; quantity: number; unitPrice: number; lineTotal: number; available: boolean; stock: number | null };

const cookieOf = (r: Reply): string => {
  const set = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
  return set.find((c) => c.startsWith('cart_id=')) ?? '';
};

describe('carts', () => {
  let site: Site;
  let http: ReturnType<typeof api>;
  let eur: { id: number };
  let eur2: { id: number };
  let usd: { id: number };

  beforeAll(async () => {
    site = await newSite('Cart shop');
    http = api(site.host);
    const product = await newProduct(site, 'Mug');
    eur = await newVariant(site, product, { price: 1250, stock: 5 });
    eur2 = await newVariant(site, product, { price: 300, stock: null });
    usd = await newVariant(site, product, { price: 900, currency: 'USD' });
  });

  it('creates a session cart priced by the server, with the cart_id cookie', async () => {
    const r = await http.post('/api/v1/cart/session', {
      items: [
        { variantId: eur.id, quantity: 2, price: 1, lineTotal: 2 },
        { variantId: eur2.id, quantity: 1 },
        { variantId: eur.id, quantity: 1 },
      ],
      total: 3,
      subtotal: 3,
    });
    expect(r.status).toBe(201);
    const cart = data(r).item;
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart).toMatchObject({ currency: 'EUR', subtotal: 3 * 1250 + 300, count: 4 });
    expect(cart.items).toEqual([
      expect.objectContaining({ variantId: eur.id, quantity: 3, unitPrice: 1250, lineTotal: 3750, stock: 5, available: true, productTitle: 'Mug' }),
      expect.objectContaining({ variantId: eur2.id, quantity: 1, unitPrice: 300, lineTotal: 300, stock: null, available: true }),
    ]);
    const cookie = cookieOf(r);
    expect(cookie).toContain(`cart_id=${cart.id}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);

    const byId = await http.get(`/api/v1/cart/session/${cart.id}`);
    expect(byId.status).toBe(200);
    expect(data(byId).item).toEqual(cart);
    const byCookie = await http.get('/api/v1/cart/session', { headers: { cookie: `cart_id=${cart.id}` } });
    expect(data(byCookie).item.id).toBe(cart.id);
    expect((await http.get('/api/v1/cart/session')).status).toBe(404);
    expect((await http.get(`/api/v1/cart/session/${unique('x').padEnd(43, 'a')}`)).status).toBe(404);
    expect((await http.get('/api/v1/cart/session/short')).status).toBe(404);
    // Another site does not know it.
    const other = await newSite('Other cart shop');
    expect((await api(other.host).get(`/api/v1/cart/session/${cart.id}`)).status).toBe(404);
  });

  it("replaces a session cart's items; keeps quantities beyond stock; refuses mixed currencies and unknown variants", async () => {
    const id = data(await http.post('/api/v1/cart/session', { items: [] })).item.id as string;
    const r = await http.post(`/api/v1/cart/session/${id}`, { items: [{ variantId: eur.id, quantity: 9 }] });
    expect(r.status).toBe(200);
    expect(data(r).item.items[0]).toMatchObject({ quantity: 9, stock: 5, available: false });
    expect(cookieOf(r)).toContain(`cart_id=${id}`);
    expect(
      (
        await http.post(`/api/v1/cart/session/${id}`, {
          items: [
            { variantId: eur.id, quantity: 1 },
            { variantId: usd.id, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await http.post(`/api/v1/cart/session/${id}`, { items: [{ variantId: 987654321, quantity: 1 }] })).status).toBe(422);
    expect((await http.post(`/api/v1/cart/session/${id}`, { items: [{ variantId: eur.id, quantity: 1000 }] })).status).toBe(422);
    expect(
      (
        await http.post('/api/v1/cart/session', {
          items: [
            { variantId: usd.id, quantity: 1 },
            { variantId: eur2.id, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await http.post(`/api/v1/cart/session/${unique('n').padEnd(43, 'b')}`, { items: [] })).status).toBe(404);
    // Still as it was before the refused writes.
    expect(data(await http.get(`/api/v1/cart/session/${id}`)).item.items.map((l: Line) => l.quantity)).toEqual([9]);
  });

  it('drops lines of deleted variants from the view', async () => {
    const product = await newProduct(site, 'Short-lived');
    const gone = await newVariant(site, product, { price: 100 });
    const id = data(
      await http.post('/api/v1/cart/session', {
        items: [
          { variantId: gone.id, quantity: 1 },
          { variantId: eur2.id, quantity: 2 },
        ],
      }),
    ).item.id;
    expect((await http.del(`/api/v1/variants/${gone.id}`, { token: site.ownerToken })).status).toBe(200);
    const cart = data(await http.get(`/api/v1/cart/session/${id}`)).item;
    expect(cart.items.map((l: Line) => l.variantId)).toEqual([eur2.id]);
    expect(cart).toMatchObject({ subtotal: 600, count: 2 });
  });

  it('keeps one cart per signed-in user, upserted', async () => {
    const user = await userWithRole(site, 1, 'Buyer');
    expect((await http.get('/api/v1/cart')).status).toBe(401);
    expect(data(await http.get('/api/v1/cart', { token: user.token })).item).toEqual({
      id: null,
      items: [],
      currency: '',
      subtotal: 0,
      discountCode: null,
      discount: 0,
      discountReason: null,
      total: 0,
      count: 0,
      updatedAt: null,
    });
    const [a, b] = await Promise.all([
      http.post('/api/v1/cart', { items: [{ variantId: eur.id, quantity: 1 }] }, { token: user.token }),
      http.post('/api/v1/cart', { items: [{ variantId: eur.id, quantity: 1 }] }, { token: user.token }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(data(a).item.id).toBe(data(b).item.id);
    const again = await http.post('/api/v1/cart', { items: [{ variantId: eur2.id, quantity: 4, price: 0 }] }, { token: user.token });
    expect(data(again).item).toMatchObject({ id: data(a).item.id, subtotal: 1200, count: 4 });
    expect(data(await http.get('/api/v1/cart', { token: user.token })).item.items.map((l: Line) => [l.variantId, l.quantity])).toEqual([[eur2.id, 4]]);
    // A user cart is not reachable as a session cart.
    expect((await http.get(`/api/v1/cart/session/${data(a).item.id}`)).status).toBe(404);

    // mergeSessionCart adds the session cart's items and empties it.
    const session = data(
      await http.post('/api/v1/cart/session', {
        items: [
          { variantId: eur2.id, quantity: 998 },
          { variantId: eur.id, quantity: 2 },
        ],
      }),
    ).item.id;
    const merged = await http.post('/api/v1/cart', { mergeSessionCart: session }, { token: user.token });
    expect(merged.status).toBe(200);
    expect(data(merged).item.items.map((l: Line) => [l.variantId, l.quantity])).toEqual([
      [eur2.id, 999],
      [eur.id, 2],
    ]);
    expect(data(await http.get(`/api/v1/cart/session/${session}`)).item.items).toEqual([]);
    // Merged once: a second merge of the (now empty) cart adds nothing.
    expect(data(await http.post('/api/v1/cart', { mergeSessionCart: session }, { token: user.token })).item.count).toBe(1001);
  });

  it("merges the session cart into the user's cart at sign-in (password, sign-up, code-less re-login)", async () => {
    const email = `${unique('m')}@example.test`;
    const s1 = data(await http.post('/api/v1/cart/session', { items: [{ variantId: eur.id, quantity: 2 }] })).item.id;
    const signup = await http.post('/api/v1/auth/signup', { email, password: 'merge-password-1', name: 'Merger' }, { headers: { cookie: `cart_id=${s1}` } });
    expect(signup.status).toBe(201);
    const token = data(signup).token as string;
    expect(data(await http.get('/api/v1/cart', { token })).item.items.map((l: Line) => [l.variantId, l.quantity])).toEqual([[eur.id, 2]]);
    expect(data(await http.get(`/api/v1/cart/session/${s1}`)).item.items).toEqual([]);

    const s2 = data(
      await http.post('/api/v1/cart/session', {
        items: [
          { variantId: eur.id, quantity: 1 },
          { variantId: eur2.id, quantity: 3 },
        ],
      }),
    ).item.id;
    const login = await http.post('/api/v1/auth/login', { email, password: 'merge-password-1' }, { headers: { cookie: `other=1; cart_id=${s2}` } });
    expect(login.status).toBe(200);
    expect(data(await http.get('/api/v1/cart', { token })).item.items.map((l: Line) => [l.variantId, l.quantity])).toEqual([
      [eur.id, 3],
      [eur2.id, 3],
    ]);

    // A merge that cannot be done (mixed currencies) never fails the sign-in; both carts stay.
    const s3 = data(await http.post('/api/v1/cart/session', { items: [{ variantId: usd.id, quantity: 1 }] })).item.id;
    const third = await http.post('/api/v1/auth/login', { email, password: 'merge-password-1' }, { headers: { cookie: `cart_id=${s3}` } });
    expect(third.status).toBe(200);
    expect(data(await http.get(`/api/v1/cart/session/${s3}`)).item.count).toBe(1);
    expect(data(await http.get('/api/v1/cart', { token })).item.count).toBe(6);
    // A junk cookie is ignored.
    expect((await http.post('/api/v1/auth/login', { email, password: 'merge-password-1' }, { headers: { cookie: 'cart_id=%%%' } })).status).toBe(200);
  });
});
