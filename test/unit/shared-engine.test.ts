import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';
import { withTemplateLookup } from '@/lib/liquid/lookup';
import { runRender } from '@/lib/liquid/run';

// One engine renders every site's pages (lib/pages/site-engine.ts): each render finds partials and
// layouts through its own site's lookup, however renders interleave.
const lookupOf = (site: string) => async (title: string) => ({ card: `[${site} card]`, frame: `<${site}>{% block %}{% endblock %}</${site}>` })[title] ?? null;

describe('the shared engine', () => {
  it("gives each of many interleaved renders its own site's partials and layouts", async () => {
    const engine = createEngine();
    // Long enough to take several turns of the event loop, so the renders interleave.
    const page = engine.parse('{% layout "frame" %}{% render "card" %}{% for i in (1..20000) %}{% assign x = i | plus: 1 %}{% endfor %}{% render "card" %}', 'index');
    const sites = Array.from({ length: 8 }, (_, i) => `site${i}`);
    const outputs = await Promise.all(sites.map((site) => runRender(engine, page, {}, { outputLimit: 10_000, share: site, lookup: lookupOf(site) })));
    outputs.forEach((out, i) => expect(out).toBe(`<site${i}>[site${i} card][site${i} card]</site${i}>`));
  });

  it('finds no partial for a render that names no lookup', async () => {
    const engine = createEngine();
    await expect(runRender(engine, engine.parse('{% render "card" %}'), {}, { outputLimit: 1000 })).rejects.toThrow(/not found/);
  });

  it("keeps an engine made with its own lookup to it, even inside another site's render", async () => {
    const own = createEngine(lookupOf('mine'));
    const out = await withTemplateLookup(lookupOf('theirs'), () => runRender(own, own.parse('{% render "card" %}'), {}, { outputLimit: 1000 }));
    expect(out).toBe('[mine card]');
  });

  it('parses one body once per name, and keeps names apart', () => {
    const engine = createEngine();
    const body = '{% for p in list %}{{ p.title }}{% endfor %}';
    expect(engine.parse(body, 'a')).toBe(engine.parse(body, 'a'));
    expect(engine.parse(body, 'b')).not.toBe(engine.parse(body, 'a'));
  });
});
