import { describe, expect, it } from 'vitest';
import { createPlugin, deletePlugin, listPluginRuns, listPlugins, readPlugin, runPluginNow, updatePlugin } from '@/lib/domains/messaging/plugins/operations';
import { expectRefused } from '../helpers/refused';
import { makeSite, page } from '../helpers/world';

const { site, owner } = await makeSite();
const other = await makeSite();
const echo = { name: 'Echo', code: 'function lead_received(event) { console.log("got", event.n); return { twice: event.n * 2 }; }', hooks: ['lead_received'] };

describe('plugins', () => {
  it('creates with the default limits, reads, lists in creation order', async () => {
    const p = await createPlugin(site.uid, owner.user.uid, echo);
    expect(p).toMatchObject({ name: 'Echo', hooks: ['lead_received'], enabled: true });
    expect(p.timeoutMs).toBeGreaterThan(0);
    expect(await readPlugin(site.uid, p.uid)).toEqual(p);
    const second = await createPlugin(site.uid, null, { ...echo, name: 'Second', enabled: false });
    expect((await listPlugins(site.uid, page())).items.map((x) => x.uid)).toEqual([p.uid, second.uid]);
  });

  it('refuses code that does not compile, on create and update', async () => {
    await expectRefused(createPlugin(site.uid, null, { ...echo, code: 'function (' }), 'invalid');
    const [p] = (await listPlugins(site.uid, page())).items;
    await expectRefused(updatePlugin(site.uid, p!.uid, { code: 'return }' }), 'invalid');
    expect(await updatePlugin(site.uid, p!.uid, { name: 'Renamed' })).toMatchObject({ name: 'Renamed', code: echo.code });
  });

  it('runs now with sample input, logs the run with its output', async () => {
    const [p] = (await listPlugins(site.uid, page())).items;
    const run = await runPluginNow(site.uid, p!.uid, { hook: 'lead_received', event: { n: 21 } });
    expect(run).toMatchObject({ ok: true, result: { twice: 42 }, error: null });
    const runs = await listPluginRuns(site.uid, p!.uid, page());
    expect(runs.items[0]).toMatchObject({ hook: 'lead_received', ok: true });
    expect(JSON.stringify(runs.items[0]!.output)).toContain('got');
  });

  it('a throwing plugin answers its error, not a failure of the call', async () => {
    const bad = await createPlugin(site.uid, null, { name: 'Bad', code: 'function lead_received() { throw new Error("nope"); }', hooks: ['lead_received'] });
    const run = await runPluginNow(site.uid, bad.uid, { hook: 'lead_received', event: {} });
    expect(run.ok).toBe(false);
    expect(run.error).toContain('nope');
  });

  it("deletes; another site's plugin is invisible", async () => {
    const theirs = await createPlugin(other.site.uid, null, echo);
    await expectRefused(readPlugin(site.uid, theirs.uid), 'not_found');
    await expectRefused(updatePlugin(site.uid, theirs.uid, { name: 'x' }), 'not_found');
    await expectRefused(deletePlugin(site.uid, theirs.uid), 'not_found');
    await expectRefused(listPluginRuns(site.uid, theirs.uid, page()), 'not_found');
    await expectRefused(runPluginNow(site.uid, theirs.uid, { hook: 'lead_received', event: {} }), 'not_found');
    await deletePlugin(other.site.uid, theirs.uid);
    await expectRefused(readPlugin(other.site.uid, theirs.uid), 'not_found');
  });
});
