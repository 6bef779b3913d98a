import { describe, expect, it } from 'vitest';
import { expected, goldenCases } from '../helpers/golden';
import { api, data, newSite } from '../helpers/http';

const BAR = 0.95;

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

// The Golden Liquid cases without input data, saved as page templates and fetched over HTTP like
// any visitor's page: the bytes must equal Shopify's reference output.
describe('Golden Liquid over HTTP', () => {
  it(`renders at least ${BAR * 100}% of the no-data cases byte-exact`, { timeout: 300_000 }, async () => {
    const cases = goldenCases().filter(
      // The suite README's "no-data" group: no input data, no partials, not an invalid-template case.
      (c) => (!c.data || Object.keys(c.data).length === 0) && !c.invalid && !(c.templates && Object.keys(c.templates).length),
    );
    const shared = await newSite('Golden');
    const failures: string[] = [];
    let pass = 0;
    await inBatches(cases.map((c, i) => ({ c, i })), 8, async ({ c, i }) => {
      const site = shared;
      const permalink = `/golden/${i}`;
      const saved = await api(site.host).post('/api/v1/templates', { title: `Case ${i}`, permalink, type: 'page', body: c.template }, { token: site.ownerToken });
      if (saved.status !== 201) {
        failures.push(`${c.name}: template not saved (${saved.status} ${String(data(saved).text).slice(0, 60)})`);
        return;
      }
      const res = await api(site.host).get(permalink, { headers: { accept: 'text/html' } });
      const ok = res.status === 200 && expected(c, res.text);
      if (ok) pass++;
      else failures.push(`${c.name}: HTTP ${res.status} ${JSON.stringify(res.text.slice(0, 60))}`);
    });
    const share = pass / cases.length;
    console.log(`Golden Liquid over HTTP: ${pass}/${cases.length} no-data cases (${(share * 100).toFixed(1)}%)`);
    for (const f of failures.sort()) console.log(`  FAIL ${f}`);
    expect(share).toBeGreaterThanOrEqual(BAR);
  });
});
