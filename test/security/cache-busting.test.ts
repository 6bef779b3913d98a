import { describe, expect, it } from 'vitest';
import { api, newSite, userWithRole } from '../helpers/http';

// Every write to what a site serves retires the site's caches (its generation moves). A customer may
// save template drafts (docs/behaviours.md#B-template-drafts), but a draft is never rendered: its saves must not empty the
// cache of every visitor's page, or any signed-up account could keep a site rendering uncached.
describe("a customer cannot empty a site's caches", () => {
  it('draft template saves leave cached pages cached; a published save still purges', async () => {
    const site = await newSite('Cache busting');
    const page = () => api(site.host).get('/', { headers: { accept: 'text/html' } });
    await page();
    expect((await page()).headers['x-cache']).toBe('HIT');
    const customer = await userWithRole(site, 1);
    for (let i = 0; i < 3; i++) {
      const draft = await api(site.host).post('/api/v1/templates', { title: `draft ${i}`, permalink: `/draft-${i}`, type: 'page', body: 'mine' }, { token: customer.token });
      expect(draft.status, draft.text).toBe(201);
      const edit = await api(site.host).put(`/api/v1/templates/${draft.json?.data?.item && (draft.json.data.item as { uid: string }).uid}`, { body: 'changed' }, { token: customer.token });
      expect(edit.status, edit.text).toBe(200);
    }
    expect((await page()).headers['x-cache']).toBe('HIT');
    const published = await api(site.host).post('/api/v1/templates', { title: 'Live', permalink: '/live', type: 'page', body: 'live' }, { token: site.ownerToken });
    expect(published.status).toBe(201);
    expect((await page()).headers['x-cache']).toBe('MISS');
  });
});
