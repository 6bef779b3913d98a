import { describe, expect, it } from 'vitest';
import { api, data, PLATFORM, unique } from '../helpers/http';

const html = { headers: { accept: 'text/html' } };

// A site of its own from a repo theme, through self-serve sign-up as a newcomer does it.
async function themedSite(theme: string) {
  const subdomain = unique('tp');
  const r = await api(PLATFORM).post('/api/v1/sites/new', { subdomain, name: 'Themed', email: `${subdomain}@example.test`, password: 'owner-password-1', theme });
  expect(r.status, r.text).toBe(201);
  return { host: `${subdomain}.localhost`, token: data(r).token as string };
}

async function publish(site: { host: string; token: string }, body: Record<string, unknown>) {
  const r = await api(site.host).post('/api/v1/posts', { status: 1, ...body }, { token: site.token });
  expect(r.status, r.text).toBe(201);
  return data(r).item as { uid: string; slug: string };
}

describe('the demo theme shows what the admin writes (issue 47)', () => {
  it("a post card on the home page shows the text of the post's Markdown, not its source", async () => {
    const site = await themedSite('demo');
    // What the admin's editor stores: Markdown.
    await publish(site, { title: 'Rye loaf notes', body: 'The dough rested for **ten days** & a _night_.\n\n- [starter](https://example.com) fed twice' });
    const home = await api(site.host).get('/', html);
    expect(home.status).toBe(200);
    const card = /<article class="card">[\s\S]*?Rye loaf notes[\s\S]*?<\/article>/.exec(home.text)?.[0] ?? '';
    expect(card).toContain('<p>The dough rested for ten days &amp; a night. starter fed twice</p>');
    expect(card).not.toContain('**');
    // The journal lists the same card.
    expect((await api(site.host).get('/blog', html)).text).toContain('The dough rested for ten days &amp; a night.');
  });

  it("a post's own data.excerpt is the card's text", async () => {
    const site = await themedSite('demo');
    await publish(site, { title: 'With an excerpt', body: 'Long body **here**', data: { excerpt: 'Short & sweet' } });
    expect((await api(site.host).get('/', html)).text).toContain('<p>Short &amp; sweet</p>');
  });

  for (const theme of ['demo', 'minimal']) {
    it(`${theme}: a product is served at its product address, never as a blog post`, async () => {
      const site = await themedSite(theme);
      const product = await publish(site, { title: 'Rye loaf', type: 'product', body: 'A **sour** rye.' });
      const asPost = await api(site.host).get(`/blog/${product.slug}`, html);
      expect(asPost.status).toBe(404);
      expect(asPost.text).not.toContain('Rye loaf');
      if (theme === 'demo') {
        const asProduct = await api(site.host).get(`/products/${product.slug}`, html);
        expect(asProduct.status).toBe(200);
        expect(asProduct.text).toContain('Rye loaf');
      }
      // A post is still served at /blog/<slug>.
      const post = await publish(site, { title: 'A plain post', body: 'Hello' });
      expect((await api(site.host).get(`/blog/${post.slug}`, html)).status).toBe(200);
    });
  }
});
