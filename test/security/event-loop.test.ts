import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite } from '../helpers/http';

// Issue 23, "one tenant holds the event loop": `{{ s | markdown }}` on 128 KiB of `__a` ran 11 s and
// validating 30,000 unknown tags 8.4 s, while every other site waited. Here one site sends the worst
// inputs found for every parser, filter and validator, one after another, while another site's
// uncached page is asked for continuously: every hostile request ends (or is refused with a limit
// error) in bounded time, and the quiet site answers every request in under 100 ms.
//
// Validation of a long body runs in a worker thread (lib/domains/content/templates/validation-pool.ts), so the quiet
// site's bound holds while the hostile site validates its worst bodies. Except while a page of about
// 500 KiB of Liquid syntax is parsed for its first render (PARSE_BOUND): liquidjs parses synchronously
// and parsed templates cannot move between threads, so one parse of such a body holds the event loop
// for as long as it takes. That is linear now (the quadratic position lookup made it 8.4 s to minutes),
// at most about 300 ms on an idle core, and happens once per saved body; on a busy shared test machine
// it is several times that, so the quiet site's answers meanwhile are held to PARSE_BOUND_MS.

type Site = Awaited<ReturnType<typeof newSite>>;
const html = { headers: { accept: 'text/html' } };
const QUIET_MS = 100;
const PARSE_BOUND_MS = 2000;
const BOUNDED_MS = 5000;
const KIB = 1024;

const fill = (unit: string, size: number) => unit.repeat(Math.floor(size / unit.length));
// A page that converts a 128 KiB body built from `unit` (the filter's input cap), given as a literal.
const markdownPage = (unit: string) => `{% capture s %}${fill(unit, 128 * KIB)}{% endcapture %}{{ s | markdown | size }}`;
const unknownTags = Array.from({ length: 30_000 }, (_, i) => `{% u${i} x %}`).join('\n');
const long = '{% assign s = "abcdefghij" %}{% for i in (1..16) %}{% assign s = s | append: s %}{% endfor %}';

// Pages of the hostile site: permalink -> [body, the statuses it may answer].
const PAGES: Record<string, [string, number[]]> = {
  // CommonMark's pathological inputs, and nesting thousands deep (the sanitiser's worst).
  '/md-underscore': [markdownPage('__a'), [200]],
  '/md-star': [markdownPage('*a'), [200]],
  '/md-brackets': [`{% capture s %}${'['.repeat(64 * KIB)}a${']'.repeat(64 * KIB)}{% endcapture %}{{ s | markdown | size }}`, [200]],
  '/md-link-openers': [markdownPage('[ a_'), [200]],
  '/md-backticks': [markdownPage('`a'), [200]],
  '/md-quotes': [markdownPage('> '), [200]],
  '/md-lists': [markdownPage('* '), [200]],
  '/md-lt': [markdownPage('<a'), [200]],
  '/md-entities': [markdownPage('&#'), [200]],
  '/md-link-refs': [`{% capture s %}${Array.from({ length: 12_000 }, (_, i) => `[${i}]: u`).join('\n')}{% endcapture %}{{ s | markdown | size }}`, [200]],
  '/md-table': [`{% capture s %}${'|a'.repeat(10_000)}|\n${'|-'.repeat(10_000)}|\n${'|b'.repeat(10_000)}|{% endcapture %}{{ s | markdown | size }}`, [200]],
  '/md-nested-html': [markdownPage('<em>'), [200, 500]],
  // 20 different 128 KiB bodies in one render: the render limit ends it, not the neighbour's wait.
  '/md-loop': [`{% capture s %}${fill('__a', 128 * KIB)}{% endcapture %}{% for i in (1..20) %}{{ s | append: i | markdown | size }}{% endfor %}`, [200, 500]],
  // 30,000 unknown tags, rendered for the first time.
  '/unknown-tags': [unknownTags, [200]],
  // Values that expand when walked, ranges, filter chains.
  '/dag': ['{% assign b = "x" | split: "," %}{% for i in (1..60) %}{% assign b = b | push: b %}{% endfor %}{{ b | json }}', [500]],
  '/range': ['{% assign r = (1..60000000) %}{{ r | size }}', [500]],
  '/range-loop': ['{% for i in (1..60000000) %}{% if i > 3 %}{% break %}{% endif %}{{ i }}{% endfor %}', [200]],
  '/filter-chain': [`${long}{{ s${' | upcase | downcase'.repeat(20_000)} | size }}`, [200, 500]],
  '/refs-json': [`${long}{% assign a = s | split: "§" %}{% for i in (1..16) %}{% assign a = a | concat: a %}{% endfor %}{{ a | json | size }}`, [500]],
  '/sort': ['{% assign a = (1..100000) | join: "," | split: "," %}{% for i in (1..5) %}{{ a | sort_natural | size }}{{ a | uniq | size }}{% endfor %}', [200, 500]],
};

// Bodies the hostile site only validates (POST /api/v1/templates/validate).
const VALIDATE: Record<string, string> = {
  'unknown tags': unknownTags,
  'unknown filters': Array.from({ length: 25_000 }, (_, i) => `{{x|f${i}}}`).join(''),
  'nested comments, unclosed': fill('{% comment %}', 512 * KIB - 100),
  'nested comments': '{% comment %}'.repeat(18_000) + '{% endcomment %}'.repeat(18_000),
  'raw with a trimmed tail of spaces': `{%- raw %}${' '.repeat(500 * KIB)}x{%- endraw %}`,
};

// Pages of ~500 KiB of dense Liquid, parsed for their first render (see PARSE_BOUND above).
const PARSE_BOUND = new Set(['/unknown-tags', '/filter-chain']);
// Phases whose single filter calls work at the contract's limits (sorting 100,000 strings is one
// step of tens of milliseconds on an idle core): held to LIMIT_BOUND_MS.
const AT_LIMITS = new Set(['/sort']);
const LIMIT_BOUND_MS = 400;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const out = await work();
  return [out, performance.now() - started];
}

describe('no tenant holds the event loop', () => {
  let bad: Site;
  let quiet: Site;
  // Every answer over QUIET_MS; those past their bound (or not 200); those over QUIET_MS outside a parse.
  const slowest: string[] = [];
  const failures: string[] = [];
  const noise: string[] = [];
  let polls = 0;
  let polling: Promise<void> | undefined;
  let stop = false;
  let phase = 'setup';

  beforeAll(async () => {
    [bad, quiet] = await Promise.all([newSite('Hostile'), newSite('Quiet')]);
    const r = await api(quiet.host).post('/api/v1/templates', { title: 'Hello', permalink: '/hello', type: 'page', body: 'hello {{ site.name }}' }, { token: quiet.ownerToken });
    expect([200, 201], r.text).toContain(r.status);
    for (const [permalink, [body]] of Object.entries(PAGES)) {
      const saved = await api(bad.host).post('/api/v1/templates', { title: permalink.slice(1), permalink, type: 'page', body }, { token: bad.ownerToken });
      expect([200, 201], `${permalink}: ${saved.text.slice(0, 300)}`).toContain(saved.status);
    }
    // Feed and export inputs: posts of `<` (the excerpt's regex was quadratic on them) and leads of quotes.
    for (let i = 0; i < 8; i++) {
      const p = await api(bad.host).post('/api/v1/posts', { title: `lt ${i}`, slug: `lt-${i}`, status: 1, body: '<'.repeat(400_000) }, { token: bad.ownerToken });
      expect([200, 201], p.text.slice(0, 300)).toContain(p.status);
    }
    for (let i = 0; i < 3; i++) {
      const l = await api(bad.host).post('/api/v1/leads', { form: 'contact', data: { note: '"'.repeat(400_000) } });
      expect(l.status, l.text.slice(0, 300)).toBe(201);
    }
    // The quiet site is asked for an uncached page (a query string the cache has not seen) every 20 ms
    // from here on; the first answers warm its engine up.
    for (let i = 0; i < 3; i++) await api(quiet.host).get(`/hello?warm=${i}`, html);
    polling = (async () => {
      while (!stop) {
        const startedIn = phase;
        const [res, ms] = await timed(() => api(quiet.host).get(`/hello?n=${Math.random()}`, html));
        polls++;
        // A poll that overlapped a parse phase (started or ended in one) is held to the parse bound.
        const label = `${startedIn === phase ? phase : `${startedIn} → ${phase}`}: ${res.status} in ${Math.round(ms)} ms`;
        const parsing = PARSE_BOUND.has(startedIn) || PARSE_BOUND.has(phase);
        const atLimits = AT_LIMITS.has(startedIn) || AT_LIMITS.has(phase);
        const bound = parsing ? PARSE_BOUND_MS : atLimits ? LIMIT_BOUND_MS : 2.5 * QUIET_MS;
        if (ms >= QUIET_MS) slowest.push(label);
        if (res.status !== 200 || ms >= bound) failures.push(label);
        else if (!parsing && !atLimits && ms >= QUIET_MS) noise.push(label);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
  }, 180_000);

  afterAll(async () => {
    stop = true;
    await polling;
  });

  for (const [path, [, statuses]] of Object.entries(PAGES)) {
    it(`${path} answers ${statuses.join(' or ')} in bounded time`, async () => {
      phase = path;
      const [res, ms] = await timed(() => api(bad.host).get(path, html));
      console.log(`${path}: ${res.status} in ${Math.round(ms)} ms`);
      expect(statuses, res.text.slice(0, 300)).toContain(res.status);
      expect(ms).toBeLessThan(BOUNDED_MS);
    }, 30_000);
  }

  for (const [name, body] of Object.entries(VALIDATE)) {
    it(`validating ${name} answers in bounded time`, async () => {
      phase = `validate ${name}`;
      const [res, ms] = await timed(() => api(bad.host).post('/api/v1/templates/validate', { body }, { token: bad.ownerToken }));
      console.log(`validate ${name}: ${res.status} in ${Math.round(ms)} ms, ${(data(res).warnings as unknown[] | undefined)?.length ?? 0} warnings`);
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expect((data(res).warnings as unknown[]).length).toBeLessThanOrEqual(200);
      expect(ms).toBeLessThan(BOUNDED_MS);
    }, 30_000);
  }

  it('a site validates its long bodies one at a time: past 4 waiting it is refused with 429, and another site validates meanwhile', async () => {
    phase = 'validate flood';
    const flood = Array.from({ length: 6 }, () => api(bad.host).post('/api/v1/templates/validate', { body: unknownTags }, { token: bad.ownerToken }));
    // Behind the hostile site's queue, not in it: the quiet site's own long body.
    const [mine, ms] = await timed(() => api(quiet.host).post('/api/v1/templates/validate', { body: `${'{{ site.name }}'.repeat(2_000)}{% nosuch %}` }, { token: quiet.ownerToken }));
    const answers = await Promise.all(flood);
    const statuses = answers.map((r) => r.status).sort();
    console.log(`validate flood: ${statuses.join(' ')}; the quiet site's validation: ${mine.status} in ${Math.round(ms)} ms`);
    expect(mine.status).toBe(200);
    expect(data(mine).ok).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(4);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.length + statuses.filter((s) => s === 200).length).toBe(6);
    const first = refused[0];
    expect(first?.headers['retry-after']).toBe('5');
    expect(String(first ? data(first).text : '')).toMatch(/already running or waiting/);
  }, 60_000);

  it('/rss.xml of posts full of "<" answers in bounded time, with the bodies it has room for', async () => {
    phase = 'rss';
    const [res, ms] = await timed(() => api(bad.host).get('/rss.xml', html));
    console.log(`/rss.xml: ${res.status} in ${Math.round(ms)} ms, ${res.text.length} characters`);
    expect(res.status).toBe(200);
    expect(res.text.length).toBeLessThan(4 * 1024 * 1024);
    expect(ms).toBeLessThan(BOUNDED_MS);
  }, 30_000);

  it('the CSV export of leads full of quotes answers in bounded time', async () => {
    phase = 'export';
    const [res, ms] = await timed(() => api(bad.host).get('/api/v1/leads/export', { token: bad.ownerToken }));
    console.log(`/api/v1/leads/export: ${res.status} in ${Math.round(ms)} ms, ${res.text.length} characters`);
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(3 * 800_000);
    expect(ms).toBeLessThan(BOUNDED_MS);
  }, 30_000);

  it(`the quiet site answered every request meanwhile in under ${QUIET_MS} ms (${PARSE_BOUND_MS} ms while a 500 KiB body was parsed)`, () => {
    console.log(`quiet site: ${polls} requests; over ${QUIET_MS} ms: ${slowest.join('; ') || 'none'}`);
    expect(polls).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    // On a shared, busy test machine one answer may land behind a garbage collection: one, under 250 ms.
    expect(noise.length, noise.join('; ')).toBeLessThanOrEqual(1);
  });
});
