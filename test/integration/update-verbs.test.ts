import { describe, expect, it } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { api, data, newSite, unique } from '../helpers/http';

// Resources whose item path takes both PUT and PATCH treat them as one partial update: absent fields
// keep their values. The verb the other tests do not use is tried here, with the record read back.
describe('PUT and PATCH are the same partial update', () => {
  it('on bits, redirects, leads, discounts and orders', async () => {
    const site = await newSite('Both verbs');
    const on = api(site.host);
    const token = site.ownerToken;

    const bit = data(await on.post('/api/v1/bits', { name: 'tagline', value: 'Fresh daily' }, { token })).item as { uid: string };
    const bitPatched = await on.patch(`/api/v1/bits/${bit.uid}`, { value: 'Fresher still' }, { token });
    expect(bitPatched.status, bitPatched.text).toBe(200);
    expect(data(await on.get(`/api/v1/bits/${bit.uid}`)).item).toMatchObject({ name: 'tagline', value: 'Fresher still' });

    const redirect = data(await on.post('/api/v1/redirects', { from: '/old-place', to: '/new-place' }, { token })).item as { id: number };
    const redirectPatched = await on.patch(`/api/v1/redirects/${redirect.id}`, { status: 301 }, { token });
    expect(redirectPatched.status, redirectPatched.text).toBe(200);
    expect(data(await on.get(`/api/v1/redirects/${redirect.id}`)).item).toMatchObject({ from: '/old-place', to: '/new-place', status: 301 });

    const lead = data(await on.post('/api/v1/leads', { form: 'contact', data: { email: 'pat@example.test' } })).item as { uid: string };
    const leadPatched = await on.patch(`/api/v1/leads/${lead.uid}`, { status: 'contacted' }, { token });
    expect(leadPatched.status, leadPatched.text).toBe(200);
    expect(data(await on.get(`/api/v1/leads/${lead.uid}`, { token })).item).toMatchObject({ form: 'contact', status: 'contacted' });

    const code = unique('BOTH').toUpperCase();
    const discount = data(await on.post('/api/v1/discounts', { code, kind: 'percent', value: 10 }, { token })).item as { id: number };
    const discountPut = await on.put(`/api/v1/discounts/${discount.id}`, { value: 15 }, { token });
    expect(discountPut.status, discountPut.text).toBe(200);
    expect(data(await on.get(`/api/v1/discounts/${discount.id}`, { token })).item).toMatchObject({ code, kind: 'percent', value: 15 });

    const variant = await newVariant(site, await newProduct(site, 'Mug'), { price: 900 });
    const checkout = await on.post('/payments/checkout', { items: [{ variantId: variant.id, quantity: 1 }], email: 'buyer@example.test' });
    expect(checkout.status, checkout.text).toBe(201);
    const orderUid = data(checkout).item.uid as string;
    const orderPut = await on.put(`/api/v1/orders/${orderUid}`, { tracking: 'TRACK-1' }, { token });
    expect(orderPut.status, orderPut.text).toBe(200);
    expect(data(await on.get(`/api/v1/orders/${orderUid}`, { token })).item).toMatchObject({ uid: orderUid, status: 'pending', tracking: 'TRACK-1' });
  });
});
