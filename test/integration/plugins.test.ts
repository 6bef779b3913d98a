import { describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, request, userWithRole } from '../helpers/http';
import { logsUntil } from '../helpers/logs';
import { receiver } from '../helpers/receiver';

// Issue 12 part 2: plugins through the API, and the hooks they run on.
type Site = Awaited<ReturnType<typeof newSite>>;

async function create(site: Site, body: Record<string, unknown>) {
  const r = await api(site.host).post('/api/v1/plugins', body, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item as { uid: string; name: string; code: string; hooks: string[]; timeoutMs: number; memoryMb: number; enabled: boolean; createdAt: string; updatedAt: string };
}

async function saveTemplate(site: Site, permalink: string, body: string) {
  const r = await api(site.host).post('/api/v1/templates', { title: `t${permalink}`, permalink, body }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
}

describe('plugins API', () => {
  it('creates, lists, reads, updates and deletes a plugin', async () => {
    const site = await newSite('Plugins CRUD');
    const code = 'function lead_received(event) { return { seen: true }; }';
    const item = await create(site, { name: '  Echo  ', code, hooks: ['lead_received', 'lead_received'] });
    expect(item).toEqual({
      uid: expect.stringMatching(/^[0-9a-z]{16}$/),
      name: 'Echo',
      code,
      hooks: ['lead_received'],
      timeoutMs: 200,
      memoryMb: 32,
      enabled: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await create(site, { name: 'Second', code: 'function pre_render() {}', hooks: ['pre_render', 'post_saved'], timeoutMs: 5000, memoryMb: 8, enabled: false });
    expect(second).toMatchObject({ hooks: ['pre_render', 'post_saved'], timeoutMs: 5000, memoryMb: 8, enabled: false });

    const list = await api(site.host).get('/api/v1/plugins?page_size=1', { token: site.ownerToken });
    expect(list.status).toBe(200);
    expect(data(list).items.map((p: { uid: string }) => p.uid)).toEqual([item.uid]);
    expect(data(list).pagination).toEqual({ page: 1, page_size: 1, total_entries: 2, more: true, next_page: 2 });

    expect(data(await api(site.host).get(`/api/v1/plugins/${item.uid}`, { token: site.ownerToken })).item).toEqual(item);
    const patched = await api(site.host).patch(`/api/v1/plugins/${item.uid}`, { enabled: false, timeoutMs: 50 }, { token: site.ownerToken });
    expect(patched.status, patched.text).toBe(200);
    expect(data(patched).item).toMatchObject({ uid: item.uid, name: 'Echo', code, enabled: false, timeoutMs: 50, memoryMb: 32 });
    expect(Date.parse(data(patched).item.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));

    const del = await api(site.host).del(`/api/v1/plugins/${item.uid}`, { token: site.ownerToken });
    expect(del.status).toBe(200);
    expect((await api(site.host).get(`/api/v1/plugins/${item.uid}`, { token: site.ownerToken })).status).toBe(404);
    expect((await api(site.host).get(`/api/v1/plugins/${item.uid}/logs`, { token: site.ownerToken })).status).toBe(404);
    expect((await api(site.host).patch(`/api/v1/plugins/${item.uid}`, { enabled: true }, { token: site.ownerToken })).status).toBe(404);
    expect((await api(site.host).put(`/api/v1/plugins/${second.uid}`, { enabled: true }, { token: site.ownerToken })).status).toBe(405);
  });

  it("gates every endpoint: anonymous 401, role 2 403, another site's admin 403, a site cookie alone 403", async () => {
    const site = await newSite('Plugins gates');
    const other = await newSite('Other site');
    const writer = await userWithRole(site, 2);
    const plugin = await create(site, { name: 'p', code: 'function lead_received() {}', hooks: ['lead_received'] });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/plugins'],
      ['POST', '/api/v1/plugins', { name: 'x', code: 'function lead_received() {}', hooks: ['lead_received'] }],
      ['GET', `/api/v1/plugins/${plugin.uid}`],
      ['PATCH', `/api/v1/plugins/${plugin.uid}`, { enabled: false }],
      ['DELETE', `/api/v1/plugins/${plugin.uid}`],
      ['GET', `/api/v1/plugins/${plugin.uid}/logs`],
      ['POST', `/api/v1/plugins/${plugin.uid}/run`, { hook: 'lead_received', event: {} }],
      ['GET', '/api/v1/plugins/typings'],
    ];
    for (const [method, path, body] of calls) {
      expect((await request(site.host, method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await request(site.host, method, path, { body, token: writer.token })).status, `${method} ${path} role 2`).toBe(403);
      expect((await request(site.host, method, path, { body, token: other.ownerToken })).status, `${method} ${path} other site's admin`).toBe(403);
      const cookie = { cookie: `current_user=${site.ownerToken}`, origin: `http://${site.host}:${new URL(inject('serverUrl')).port}` };
      expect((await request(site.host, method, path, { body, headers: cookie })).status, `${method} ${path} cookie`).toBe(403);
    }
    // Through the admin's origin: the platform host with X-Site and the owner's token works.
    expect((await request(PLATFORM, 'GET', '/api/v1/plugins', { token: site.ownerToken, headers: { 'x-site': site.uid } })).status).toBe(200);
    expect((await api(site.host).get(`/api/v1/plugins/${plugin.uid}`, { token: site.ownerToken })).status).toBe(200);
  });

  it('refuses limits outside the manifest, unknown hooks and oversized code with 422', async () => {
    const site = await newSite('Plugins 422');
    const manifest = data(await api(site.host).get('/api/v1/runtime/manifest'));
    const { timeoutMs, memoryMb } = manifest.limits as { timeoutMs: { min: number; max: number }; memoryMb: { min: number; max: number } };
    const good = { name: 'x', code: 'function lead_received() {}', hooks: ['lead_received'] };
    const bad: Record<string, unknown>[] = [
      { timeoutMs: timeoutMs.min - 1 },
      { timeoutMs: timeoutMs.max + 1 },
      { timeoutMs: 100.5 },
      { memoryMb: memoryMb.min - 1 },
      { memoryMb: memoryMb.max + 1 },
      { hooks: ['lead_recieved'] },
      { hooks: [] },
      { hooks: 'lead_received' },
      { code: 'x'.repeat(64 * 1024 + 1) },
      { code: '' },
      { name: '' },
      { name: 'n'.repeat(101) },
      { enabled: 'yes' },
      { extra: 1 },
    ];
    for (const over of bad) {
      const r = await api(site.host).post('/api/v1/plugins', { ...good, ...over }, { token: site.ownerToken });
      expect(r.status, JSON.stringify(over).slice(0, 80)).toBe(422);
      expect(r.json?.state).toBe('error');
    }
    const unknown = await api(site.host).post('/api/v1/plugins', { ...good, hooks: ['nope'] }, { token: site.ownerToken });
    expect(data(unknown).text).toContain('unknown hook "nope"');
    // The bounds themselves are accepted; an update is checked the same way.
    const edge = await create(site, { ...good, timeoutMs: timeoutMs.min, memoryMb: memoryMb.max });
    await create(site, { ...good, timeoutMs: timeoutMs.max, memoryMb: memoryMb.min });
    for (const over of [{ timeoutMs: timeoutMs.max + 1 }, { memoryMb: 0 }, { hooks: ['x'] }, { code: '' }]) {
      expect((await api(site.host).patch(`/api/v1/plugins/${edge.uid}`, over, { token: site.ownerToken })).status, JSON.stringify(over)).toBe(422);
    }
    expect((await api(site.host).post(`/api/v1/plugins/${edge.uid}/run`, { hook: 'nope', event: {} }, { token: site.ownerToken })).status).toBe(422);
    expect((await api(site.host).post(`/api/v1/plugins/${edge.uid}/run`, { hook: 'lead_received', event: [1] }, { token: site.ownerToken })).status).toBe(422);
  });

  it('lead_received: plugins run after the lead is stored, their objects merge into its data in creation order', async () => {
    const site = await newSite('Plugins leads');
    await create(site, { name: 'score', hooks: ['lead_received'], code: 'async function lead_received(e) { return { score: e.lead.data.email.length, tag: "first", form: e.lead.form }; }' });
    await create(site, { name: 'later wins', hooks: ['lead_received'], code: 'function lead_received(e) { return { tag: "second", uidSeen: e.lead.uid, ["__proto__"]: { polluted: true } }; }' });
    await create(site, { name: 'fails', hooks: ['lead_received'], code: 'function lead_received() { throw new Error("nope") }' });
    await create(site, { name: 'not an object', hooks: ['lead_received'], code: 'function lead_received() { return [1, 2] }' });
    await create(site, { name: 'disabled', hooks: ['lead_received'], enabled: false, code: 'function lead_received() { return { disabled: true } }' });
    await create(site, { name: 'other hook', hooks: ['pre_render'], code: 'function pre_render() { return { wrong: true } }' });
    const r = await api(site.host).post('/api/v1/leads', { form: 'contact', data: { email: 'ann@example.test', tag: 'mine' } });
    expect(r.status, r.text).toBe(201);
    const lead = data(r).item;
    expect(lead.data).toEqual({ email: 'ann@example.test', tag: 'second', score: 16, form: 'contact', uidSeen: lead.uid });
    const stored = await api(site.host).get(`/api/v1/leads/${lead.uid}`, { token: site.ownerToken });
    expect(data(stored).item.data).toEqual(lead.data);
    // A site without plugins: the lead is as submitted.
    const plain = await newSite('No plugins');
    const p = await api(plain.host).post('/api/v1/leads', { data: { a: 1 } });
    expect(data(p).item.data).toEqual({ a: 1 });
  });

  it('lead_received on a form post: the 303 does not wait for the plugins, whose fields reach the stored lead after it', async () => {
    const site = await newSite('Plugins form post');
    // The plugin waits 1.5 s for a slow receiver before it answers.
    const slow = await receiver(() => ({ status: 200, body: '{"score":7}', delayMs: 1500 }));
    try {
      await create(site, {
        name: 'slow scorer',
        hooks: ['lead_received'],
        timeoutMs: 5000,
        code: `async function lead_received(e) { const r = await fetch(${JSON.stringify(slow.url)} + '/score?lead=' + e.lead.uid); return { score: JSON.parse(r.body).score }; }`,
      });
      const raw = new URLSearchParams({ form: 'contact', _redirect: '/thanks', email: 'ann@example.test' }).toString();
      const r = await api(site.host).post('/api/v1/leads', undefined, { raw, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const answeredAt = Date.now();
      expect(r.status, r.text).toBe(303);
      expect(r.headers.location).toBe('/thanks');
      const hit = await slow.waitFor((h) => h.url.startsWith('/score?lead='), 10_000);
      expect(hit, 'the plugin ran').toBeDefined();
      // Answered before the receiver could have answered the plugin's fetch: the POST did not wait.
      expect(answeredAt).toBeLessThan(hit!.at + 1500);
      const uid = new URL(hit!.url, 'http://x').searchParams.get('lead')!;
      let stored: Record<string, unknown> = {};
      for (const end = Date.now() + 10_000; Date.now() < end && stored.score === undefined; await new Promise((ok) => setTimeout(ok, 100))) {
        stored = data(await api(site.host).get(`/api/v1/leads/${uid}`, { token: site.ownerToken })).item.data;
      }
      expect(stored).toEqual({ email: 'ann@example.test', score: 7 });
    } finally {
      await slow.close();
    }
  });

  it('pre_render: the merged results are the template variable `plugin`, and a plugin change re-renders cached pages', async () => {
    const site = await newSite('Plugins render');
    await saveTemplate(site, '/hello', '[{{ plugin.greeting }}|{{ plugin.path }}|{{ plugin.template_seen }}]');
    const before = await api(site.host).get('/hello');
    expect(before.status).toBe(200);
    expect(before.text).toBe('[||]');
    expect((await api(site.host).get('/hello')).headers['x-cache']).toBe('HIT');
    const plugin = await create(site, {
      name: 'greeter',
      hooks: ['pre_render'],
      code: 'function pre_render(e) { return { greeting: "hi", path: e.path, template_seen: typeof e.template === "string" && e.template.length > 0 }; }',
    });
    const after = await api(site.host).get('/hello');
    expect(after.text).toBe('[hi|/hello|true]');
    await api(site.host).patch(`/api/v1/plugins/${plugin.uid}`, { enabled: false }, { token: site.ownerToken });
    expect((await api(site.host).get('/hello')).text).toBe('[||]');
    // A failing pre_render plugin leaves the page rendering.
    await api(site.host).patch(`/api/v1/plugins/${plugin.uid}`, { enabled: true, code: 'function pre_render() { while (1) {} }', timeoutMs: 50 }, { token: site.ownerToken });
    const failed = await api(site.host).get('/hello');
    expect(failed.status).toBe(200);
    expect(failed.text).toBe('[||]');
  });

  it('runs a plugin with sample input, and lists its invocations newest first, capped at 200', async () => {
    const site = await newSite('Plugins runs');
    const plugin = await create(site, {
      name: 'runner',
      hooks: ['lead_received'],
      code: 'function lead_received(e) { console.log("n", e.n); if (e.fail) throw new TypeError("asked to fail"); return { double: e.n * 2 }; }',
    });
    const ok = await api(site.host).post(`/api/v1/plugins/${plugin.uid}/run`, { hook: 'lead_received', event: { n: 21 } }, { token: site.ownerToken });
    expect(ok.status, ok.text).toBe(200);
    expect(data(ok).item).toEqual({ ok: true, result: { double: 42 }, error: null, durationMs: expect.any(Number), output: ['n 21'] });
    const bad = await api(site.host).post(`/api/v1/plugins/${plugin.uid}/run`, { hook: 'lead_received', event: { n: 1, fail: true } }, { token: site.ownerToken });
    expect(bad.status).toBe(200);
    expect(data(bad).item).toMatchObject({ ok: false, result: null, error: expect.stringContaining('TypeError: asked to fail'), output: ['n 1'] });
    const logs = await api(site.host).get(`/api/v1/plugins/${plugin.uid}/logs`, { token: site.ownerToken });
    expect(data(logs).items).toEqual([
      { id: expect.any(Number), hook: 'lead_received', ok: false, durationMs: expect.any(Number), error: expect.stringContaining('asked to fail'), output: ['n 1'], at: expect.any(String) },
      { id: expect.any(Number), hook: 'lead_received', ok: true, durationMs: expect.any(Number), error: null, output: ['n 21'], at: expect.any(String) },
    ]);
    // The site log has a row per invocation, an error for the failed one.
    const rows = await logsUntil(site, 'kind=plugin.run', (r) => r.length >= 2);
    expect(rows.map((r) => (r as unknown as { level: string }).level)).toEqual(['error', 'info']);
    expect(rows[0]!.data).toMatchObject({ plugin: plugin.uid, hook: 'lead_received', ok: false });

    for (let n = 3; n <= 205; n++) {
      const r = await api(site.host).post(`/api/v1/plugins/${plugin.uid}/run`, { hook: 'lead_received', event: { n } }, { token: site.ownerToken });
      expect(r.status).toBe(200);
    }
    const page1 = await api(site.host).get(`/api/v1/plugins/${plugin.uid}/logs?page_size=100`, { token: site.ownerToken });
    expect(data(page1).pagination.total_entries).toBe(200);
    const items = data(page1).items as { id: number; output: string[] }[];
    expect(items[0]!.output).toEqual(['n 205']);
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
    const page2 = data(await api(site.host).get(`/api/v1/plugins/${plugin.uid}/logs?page_size=100&page=2`, { token: site.ownerToken })).items as { output: string[] }[];
    expect(page2.at(-1)!.output).toEqual(['n 6']);
  }, 120_000);

  it('refuses code that does not compile with 422 naming its line and column, on create and on update; nothing is stored', async () => {
    const site = await newSite('Plugins syntax');
    const broken = await api(site.host).post('/api/v1/plugins', { name: 'broken', hooks: ['lead_received'], code: 'function lead_received(e) {\n  let x = ;\n}' }, { token: site.ownerToken });
    expect(broken.status, broken.text).toBe(422);
    expect(data(broken)).toMatchObject({ line: 2, column: 11 });
    expect(data(broken).text).toContain('line 2');
    expect(data(await api(site.host).get('/api/v1/plugins', { token: site.ownerToken })).items).toEqual([]);
    const plugin = await create(site, { name: 'fine', hooks: ['lead_received'], code: 'function lead_received() { return { v: 1 }; }' });
    const update = await api(site.host).patch(`/api/v1/plugins/${plugin.uid}`, { code: 'function lead_received() { return { v: 2 };' }, { token: site.ownerToken });
    expect(update.status, update.text).toBe(422);
    expect(data(update).line).toBe(1);
    // The stored code still runs.
    const run = await api(site.host).post(`/api/v1/plugins/${plugin.uid}/run`, { hook: 'lead_received', event: {} }, { token: site.ownerToken });
    expect(data(run).item).toMatchObject({ ok: true, result: { v: 1 } });
  });

  it('post_saved: runs after a published post is created, changed and deleted, with the action and the post; never for a draft', async () => {
    const site = await newSite('Plugins posts');
    const plugin = await create(site, { name: 'watcher', hooks: ['post_saved'], code: 'function post_saved(e) { console.log(e.action, e.post.title, e.post.status); }' });
    // A draft runs nothing (a customer's drafts must not fill the site's plugin queue).
    expect((await api(site.host).post('/api/v1/posts', { title: 'Draft', status: 0 }, { token: site.ownerToken })).status).toBe(201);
    const post = await api(site.host).post('/api/v1/posts', { title: 'Hello', status: 1 }, { token: site.ownerToken });
    expect(post.status, post.text).toBe(201);
    const uid = data(post).item.uid as string;
    expect((await api(site.host).put(`/api/v1/posts/${uid}`, { title: 'Hello again' }, { token: site.ownerToken })).status).toBe(200);
    expect((await api(site.host).del(`/api/v1/posts/${uid}`, { token: site.ownerToken })).status).toBe(200);
    // Runs go in after the answers (the run log is written in batches): wait for all three.
    let outputs: string[] = [];
    for (let i = 0; i < 50 && outputs.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const logs = data(await api(site.host).get(`/api/v1/plugins/${plugin.uid}/logs`, { token: site.ownerToken })).items as { hook: string; ok: boolean; output: string[] }[];
      outputs = logs.filter((l) => l.hook === 'post_saved' && l.ok).flatMap((l) => l.output);
    }
    expect(outputs.sort()).toEqual(['created Hello 1', 'deleted Hello again 1', 'updated Hello again 1']);
  });

  it('serves the plugin API typings and the manifest says every hook is wired', async () => {
    const site = await newSite('Plugins typings');
    const r = await api(site.host).get('/api/v1/plugins/typings', { token: site.ownerToken });
    expect(r.status).toBe(200);
    const typings = data(r).item.typings as string;
    for (const decl of [
      'declare function lead_received(event: LeadReceivedEvent)',
      'declare function pre_render(event: PreRenderEvent)',
      'declare function post_saved(event: PostSavedEvent)',
      'declare function fetch(',
      'declare const console',
    ])
      expect(typings).toContain(decl);
    const manifest = data(await api(PLATFORM).get('/api/v1/runtime/manifest'));
    expect(manifest.hooks).toEqual([
      { name: 'pre_render', wired: true },
      { name: 'lead_received', wired: true },
      { name: 'post_saved', wired: true },
    ]);
    expect(manifest.contextVariables).toContain('plugin');
  });
});
