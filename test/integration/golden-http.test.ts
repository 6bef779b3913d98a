import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, data, newSite } from '../helpers/http';

interface GoldenCase {
  name: string;
  template: string;
  data?: Record<string, unknown>;
  templates?: Record<string, string>;
  result?: string;
  results?: string[];
  invalid?: boolean;
}

const SUITE = path.resolve(process.cwd(), '../shared/golden-liquid/golden_liquid.json');
const BAR = 0.95;

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

// The Golden Liquid cases without input data, saved as page templates (named partials as template
// records) and fetched over HTTP like any visitor's page. Invalid cases pass when the page is a 500.
describe('Golden Liquid over HTTP', () => {
  it(`renders at least ${BAR * 100}% of the no-data cases byte-exact`, { timeout: 300_000 }, async () => {
    const cases = (JSON.parse(readFileSync(SUITE, 'utf8')) as { tests: GoldenCase[] }).tests.filter((c) => !c.data || Object.keys(c.data).length === 0);
    const shared = await newSite('Golden');
    const failures: string[] = [];
    let pass = 0;
    await inBatches(cases.map((c, i) => ({ c, i })), 8, async ({ c, i }) => {
      // Partial names repeat across cases with other bodies, so cases with partials get a site each.
      const site = c.templates && Object.keys(c.templates).length ? await newSite(`Golden ${i}`) : shared;
      for (const [title, body] of Object.entries(c.templates ?? {})) {
        const r = await api(site.host).post('/api/v1/templates', { title, type: 'partial', body }, { token: site.ownerToken });
        if (r.status !== 201) throw new Error(`partial ${title}: ${r.status} ${r.text}`);
      }
      const permalink = `/golden/${i}`;
      const saved = await api(site.host).post('/api/v1/templates', { title: `Case ${i}`, permalink, type: 'page', body: c.template }, { token: site.ownerToken });
      if (saved.status !== 201) {
        failures.push(`${c.name}: template not saved (${saved.status} ${String(data(saved).text).slice(0, 60)})`);
        return;
      }
      const res = await api(site.host).get(permalink, { headers: { accept: 'text/html' } });
      const ok = c.invalid ? res.status === 500 : res.status === 200 && (c.result !== undefined ? res.text === c.result : (c.results ?? []).includes(res.text));
      if (ok) pass++;
      else failures.push(`${c.name}: HTTP ${res.status} ${JSON.stringify(res.text.slice(0, 60))}`);
    });
    const share = pass / cases.length;
    console.log(`Golden Liquid over HTTP: ${pass}/${cases.length} no-data cases (${(share * 100).toFixed(1)}%)`);
    for (const f of failures.sort()) console.log(`  FAIL ${f}`);
    expect(share).toBeGreaterThanOrEqual(BAR);
  });
});
