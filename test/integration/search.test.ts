import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFolderFiles } from '@/lib/shared/theme-folder/files.mjs';
import { readFolder } from '@/lib/shared/theme-folder/format.mjs';
import { api, data, newSite, unique, userWithRole } from '../helpers/http';

// Issue 31: site search on PostgreSQL full text (PGlite too), GET /api/v1/search and the `search`
// collection source. Every word searched for is made unique per run, so only this file's posts match.

type Site = Awaited<ReturnType<typeof newSite>>;
interface Hit {
  uid: string;
  title: string;
  type: string;
  status: number;
  url: string;
  snippet: string;
  rank: number;
}

const word = () => unique('zq').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function post(site: Site, body: Record<string, unknown>): Promise<string> {
  const r = await api(site.host).post('/api/v1/posts', { status: 1, ...body }, { token: site.ownerToken });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text}`);
  return data(r).item.uid as string;
}

// `query`: the query string, its `q` (up to the first `&`) still to be encoded.
const search = (site: Site, query: string, token?: string) => api(site.host).get(`/api/v1/search?${query.replace(/^q=([^&]*)/, (_, q: string) => `q=${encodeURIComponent(q)}`)}`, { token });
async function hits(site: Site, query: string, token?: string): Promise<Hit[]> {
  const r = await search(site, query, token);
  expect(r.status, r.text).toBe(200);
  return data(r).items as Hit[];
}
const titles = (list: Hit[]) => list.map((h) => h.title);

describe('site search', () => {
  let site: Site;
  let other: Site;
  beforeAll(async () => {
    [site, other] = await Promise.all([newSite('Search'), newSite('Other search')]);
    expect((await api(site.host).put('/api/v1/sites', { settings: { locale: 'en' } }, { token: site.ownerToken })).status).toBe(200);
  });

  it('ranks a title match above a body match, and an excerpt or tag match between', async () => {
    const w = word();
    await post(site, { title: 'In the body', body: `Plain words, then ${w} once, then more words.` });
    await post(site, { title: `All about ${w}`, body: 'Nothing else here.' });
    await post(site, { title: 'In the tag', tag: w, body: 'Other words.' });
    await post(site, { title: 'In the excerpt', data: { excerpt: `Short ${w} summary` }, body: 'Other words.' });
    const found = await hits(site, `q=${w}`);
    expect(titles(found)[0]).toBe(`All about ${w}`);
    expect(titles(found).at(-1)).toBe('In the body');
    expect(found).toHaveLength(4);
    expect(found[0]!.rank).toBeGreaterThan(found[3]!.rank);
    expect(found[0]!.url).toMatch(/^\/blog\/all-about-/);
  });

  it('stems in the site language, and restems every post when the locale changes', async () => {
    const w = word();
    await post(site, { title: `Running ${w}`, body: 'The runners were running.' });
    expect(titles(await hits(site, `q=run ${w}`))).toEqual([`Running ${w}`]);
    expect((await api(site.host).put('/api/v1/sites', { settings: { locale: 'xx' } }, { token: site.ownerToken })).status).toBe(200);
    try {
      // No stemmer for xx: words match as written.
      expect(await hits(site, `q=run ${w} `)).toEqual([]);
      expect(titles(await hits(site, `q=running ${w}`))).toEqual([`Running ${w}`]);
    } finally {
      expect((await api(site.host).put('/api/v1/sites', { settings: { locale: 'en' } }, { token: site.ownerToken })).status).toBe(200);
    }
    expect(titles(await hits(site, `q=run ${w}`))).toEqual([`Running ${w}`]);
  });

  it('escapes the HTML of snippets, and marks the matched words only', async () => {
    const w = word();
    await post(site, { title: 'Markup', body: `<script>alert(1)</script> Fish & chips, 5 < 6 and "quoted" it's ${w} <img src=x onerror=alert(2)> <b>bold</b>` });
    const [hit] = await hits(site, `q=${w}`);
    expect(hit!.snippet).toContain(`<mark>${w}</mark>`);
    expect(hit!.snippet).toContain('&amp; chips');
    expect(hit!.snippet).toContain('5 &lt; 6');
    expect(hit!.snippet).toContain('&quot;quoted&quot;');
    // No markup survives but the marks: every `<` opens or closes a mark.
    expect(hit!.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit!.snippet).not.toMatch(/<script|<img|<b>/);
  });

  it('never finds drafts, unpublished products, deleted posts or other sites’ posts; writers may ask for drafts', async () => {
    const w = word();
    const live = await post(site, { title: `Live ${w}` });
    await post(site, { title: `Draft ${w}`, status: 0 });
    await post(site, { title: `Hidden product ${w}`, type: 'product', status: 0 });
    await post(site, { title: `Review state ${w}`, status: 2 });
    const gone = await post(site, { title: `Deleted ${w}` });
    expect((await api(site.host).del(`/api/v1/posts/${gone}`, { token: site.ownerToken })).status).toBe(200);
    await post(other, { title: `Elsewhere ${w}` });

    const customer = await userWithRole(site, 1);
    for (const token of [undefined, customer.token, site.ownerToken]) expect((await hits(site, `q=${w}`, token)).map((h) => h.uid)).toEqual([live]);
    expect(titles(await hits(other, `q=${w}`))).toEqual([`Elsewhere ${w}`]);

    // Drafts only for role 2+, and only when asked.
    for (const token of [undefined, customer.token]) {
      const r = await search(site, `q=${w}&status=any`, token);
      expect(r.status).toBe(403);
      expect(r.json).toMatchObject({ state: 'error', data: { text: expect.stringContaining('role 2') } });
    }
    const writer = await userWithRole(site, 2);
    expect(titles(await hits(site, `q=${w}&status=any`, writer.token)).sort()).toEqual([`Draft ${w}`, `Hidden product ${w}`, `Live ${w}`, `Review state ${w}`]);
    expect(titles(await hits(site, `q=${w}&status=any&type=product`, writer.token))).toEqual([`Hidden product ${w}`]);
  });

  it('reads quoted phrases, -word and or, and matches the last word typed as a prefix', async () => {
    const [w, x, y] = [word(), word(), word()];
    await post(site, { title: `One ${w}`, body: `red apple ${x}` });
    await post(site, { title: `Two ${w}`, body: `apple red ${y}` });
    await post(site, { title: `Three ${w}`, body: 'green pear' });
    expect(titles(await hits(site, `q=${`"red apple" ${w}`}`))).toEqual([`One ${w}`]);
    expect(titles(await hits(site, `q=${`red apple ${w}`}`)).sort()).toEqual([`One ${w}`, `Two ${w}`]);
    expect(titles(await hits(site, `q=${`${w} -${x}`}`)).sort()).toEqual([`Three ${w}`, `Two ${w}`]);
    expect(titles(await hits(site, `q=${`${x} or ${y}`}`)).sort()).toEqual([`One ${w}`, `Two ${w}`]);
    // Search as you type: the last word is still being typed.
    expect(titles(await hits(site, `q=${`pear ${w.slice(0, -3)}`}`))).toEqual([`Three ${w}`]);
    // A finished word (a space after it) or a quoted one is whole: no prefix match. What is found then
    // is the typo correction's (the site's nearest word for the unknown one), and says so.
    for (const [typed, ran] of [
      [`pear ${w.slice(0, -3)} `, `pear ${w} `],
      [`pear "${w.slice(0, -3)}"`, `pear "${w}"`],
    ]) {
      const r = await search(site, `q=${typed}`);
      expect(data(r).corrected_query, typed).toBe(ran);
      expect(titles(data(r).items as Hit[])).toEqual([`Three ${w}`]);
    }
  });

  it('filters by type and pages with the list envelope', async () => {
    const w = word();
    for (let i = 0; i < 5; i++) await post(site, { title: `Page ${i} ${w}`, type: i < 2 ? 'product' : 'post' });
    expect(titles(await hits(site, `q=${w}&type=product`)).sort()).toEqual([`Page 0 ${w}`, `Page 1 ${w}`]);
    expect(await hits(site, `q=${w}&type=product,post`)).toHaveLength(5);
    const first = await search(site, `q=${w}&page_size=2`);
    expect(data(first).pagination).toEqual({ page: 1, page_size: 2, total_entries: 5, more: true, next_page: 2 });
    const third = await search(site, `q=${w}&page_size=2&page=3`);
    expect(data(third).items).toHaveLength(1);
    expect(data(third).pagination).toMatchObject({ page: 3, total_entries: 5, more: false, next_page: null });
    const past = await search(site, `q=${w}&page_size=2&page=9`);
    expect(data(past)).toEqual({ items: [], pagination: { page: 9, page_size: 2, total_entries: 5, more: false, next_page: null }, corrected_query: null });
    const seen = [...(data(first).items as Hit[]), ...(data(await search(site, `q=${w}&page_size=2&page=2`)).items as Hit[]), ...(data(third).items as Hit[])].map((h) => h.uid);
    expect(new Set(seen).size).toBe(5);
  });

  it('corrects a one-letter typo when nothing matches, says which search ran, and leaves a search that finds something alone', async () => {
    const shop = await newSite('Typos');
    const espresso = await post(shop, { title: 'Espresso at home without the fuss', data: { excerpt: 'A forgiving recipe for home machines.' }, body: 'Eighteen grams in, thirty-six out.' });
    await post(shop, { title: 'Cold brew for summer', tag: 'Brewing', body: 'Steep overnight.' });
    const answer = async (query: string) => {
      const r = await search(shop, query);
      expect(r.status, r.text).toBe(200);
      return data(r) as { items: Hit[]; corrected_query: string | null; pagination: { total_entries: number } };
    };
    // A letter missing, one too many, one changed; as typed (a prefix) and finished; in a phrase, with the other words kept.
    for (const [typed, ran] of [
      ['espreso', 'espresso'],
      ['Espressso ', 'espresso '],
      ['espresso homw', 'espresso home'],
      ['"cold breww"', '"cold brew"'],
      ['espreso -brw machnes', 'espresso -brw machines'],
    ] as const) {
      const a = await answer(`q=${typed}`);
      expect(a.corrected_query, typed).toBe(ran);
      expect(a.items.length, typed).toBeGreaterThan(0);
    }
    const fixed = await answer('q=espreso');
    expect(fixed.items.map((h) => h.uid)).toEqual([espresso]);
    expect(fixed.pagination.total_entries).toBe(1);
    // Found as typed: never corrected, a prefix being typed neither; nothing near enough: no correction.
    for (const q of ['espresso', 'espr', 'cold', 'brewing']) {
      const a = await answer(`q=${q}`);
      expect(a.corrected_query, q).toBeNull();
      expect(a.items.length, q).toBeGreaterThan(0);
    }
    for (const q of ['zzxqwv', 'espreso zzxqwv', 'ab']) expect(await answer(`q=${q}`), q).toMatchObject({ items: [], corrected_query: null, pagination: { total_entries: 0 } });
  });

  it('never suggests a word that only a draft, a deleted post or another site has', async () => {
    const [mine, theirs] = await Promise.all([newSite('Typos mine'), newSite('Typos theirs')]);
    const [d, g, u, o] = [word(), word(), word(), word()];
    const typo = (w: string) => w.slice(0, 4) + w.slice(5);
    await post(mine, { title: `Draft ${d}`, status: 0 });
    const gone = await post(mine, { title: `Deleted ${g}` });
    expect((await api(mine.host).del(`/api/v1/posts/${gone}`, { token: mine.ownerToken })).status).toBe(200);
    const unpublished = await post(mine, { title: `Was live ${u}` });
    expect((await api(mine.host).put(`/api/v1/posts/${unpublished}`, { status: 0 }, { token: mine.ownerToken })).status).toBe(200);
    await post(theirs, { title: `Elsewhere ${o}` });
    const writer = await userWithRole(mine, 2);
    for (const w of [d, g, u, o]) {
      for (const [query, token] of [
        [`q=${typo(w)}`, undefined],
        [`q=${typo(w)}&status=any`, writer.token],
      ] as const) {
        const r = await search(mine, query, token);
        expect(r.status, r.text).toBe(200);
        expect(data(r), query).toMatchObject({ items: [], corrected_query: null });
      }
    }
    // The other site corrects its own word; the same post published on mine is then corrected there too.
    expect(data(await search(theirs, `q=${typo(o)}`))).toMatchObject({ corrected_query: o, items: [expect.objectContaining({ title: `Elsewhere ${o}` })] });
    expect((await api(mine.host).put(`/api/v1/posts/${unpublished}`, { status: 1 }, { token: mine.ownerToken })).status).toBe(200);
    expect(data(await search(mine, `q=${typo(u)}`))).toMatchObject({ corrected_query: u, items: [expect.objectContaining({ uid: unpublished })] });
  });

  it('answers bad input with a 4xx envelope, never a 500', async () => {
    for (const query of ['', 'q=', `q=${encodeURIComponent('  ')}`, `q=${'a'.repeat(201)}`, 'q=x&status=drafts']) {
      const r = await api(site.host).get(`/api/v1/search?${query}`);
      expect(r.status, query).toBe(422);
      expect(r.json).toMatchObject({ state: 'error', data: { text: expect.any(String) } });
    }
    // Text that is no query at all for PostgreSQL's parsers still answers.
    for (const q of ['!!!', '"', '-', '&|!()<>:*', "'", 'or', '-- --', '\\', '"a" -"b" or', '日本語', 'a:*b']) {
      const r = await api(site.host).get(`/api/v1/search?q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
    }
    expect((await search(site, 'q=x&type=NOT%20A%20TYPE&page_size=junk')).status).toBe(200);
    expect((await api(site.host).post('/api/v1/search', {}, { token: site.ownerToken })).status).toBe(405);
  });

  it('gives templates a `search` collection reading the page’s ?q=', async () => {
    const w = word();
    await post(site, { title: `Found <by> ${w}`, body: `A body with ${w} & more.` });
    await post(site, { title: `Hidden ${w}`, status: 0 });
    const body =
      '{% collection search as hits %}{% for h in hits %}[{{ h.title | escape }}|{{ h.snippet }}|{{ h.url }}|{{ h.total }}]{% endfor %}{% collection search as named q: "nothingmatchesthis" %}({{ named.size }})';
    const t = await api(site.host).post('/api/v1/templates', { title: unique('Find'), permalink: `/find-${w}`, body }, { token: site.ownerToken });
    expect([200, 201], t.text).toContain(t.status);
    const page = await api(site.host).get(`/find-${w}?q=${w}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    // One row, the title escaped by the template, the snippet already escaped and marked; then no row
    // for words that match nothing.
    expect(page.text).toMatch(new RegExp(`^\\[Found &lt;by&gt; ${w}\\|[^|]*with <mark>${w}</mark> &amp; more[^|]*\\|/blog/found-by-${w}\\|1\\]\\(0\\)$`));
    const none = await api(site.host).get(`/find-${w}`, { headers: { accept: 'text/html' } });
    expect(none.text).toBe('(0)');
  });

  it('serves the demo theme’s /search page: a form and the results of its ?q=', async () => {
    const demo = await newSite('Demo search');
    const theme = readFolder(readFolderFiles(path.join(process.cwd(), 'themes/demo')));
    for (const file of ['layouts/theme.liquid', 'partials/site-header.liquid', 'pages/Search.liquid']) {
      const t = theme.templates.find((x) => x.path === file)!;
      const r = await api(demo.host).post('/api/v1/templates', { title: t.title, type: t.type, permalink: t.permalink, body: t.body }, { token: demo.ownerToken });
      expect([200, 201], r.text).toContain(r.status);
    }
    const w = word();
    await post(demo, { title: `Beans <&> ${w}`, body: `Roasted ${w} beans.` });
    const html = { headers: { accept: 'text/html' } };
    const page = await api(demo.host).get(`/search?q=${w}`, html);
    expect(page.status, page.text).toBe(200);
    // The header's navigation links to the page, marked as the current one there.
    expect(page.text).toMatch(/<nav>[\s\S]*<a class="nav-search" href="\/search" aria-current="page">[\s\S]*Search<\/a>[\s\S]*<\/nav>/);
    expect(page.text).toContain('<form class="search" action="/search"');
    expect(page.text).toContain(`value="${w}"`);
    expect(page.text).toContain(`>Beans &lt;&amp;&gt; ${w}</a>`);
    expect(page.text).toContain(`<mark>${w}</mark>`);
    expect(page.text).toContain('1 found');
    const empty = await api(demo.host).get(`/search?q=${encodeURIComponent('"><script>')}`, html);
    expect(empty.status).toBe(200);
    expect(empty.text).not.toContain('"><script>');
    expect(empty.text).toContain('Nothing matches');
    expect(empty.text).not.toContain('Showing results for');
    // A typo: the results of the corrected search, and which search that was.
    const typo = `${w.slice(0, 4)}${w.slice(5)}`;
    const fixed = await api(demo.host).get(`/search?q=${typo}`, html);
    expect(fixed.text).toContain(`Showing results for <a href="/search?q=${w}">${w}</a>: nothing matches “${typo}”.`);
    expect(fixed.text).toContain(`>Beans &lt;&amp;&gt; ${w}</a>`);
  });
});
