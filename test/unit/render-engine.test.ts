import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';

describe('createEngine', () => {
  it('leaves unknown tags in the output', async () => {
    expect(await createEngine().parseAndRender('a{% shiny thing %}b', {})).toBe('a{% shiny thing %}b');
  });
  it('renders partials from records and binds render-for items by partial name', async () => {
    const e = createEngine(async (n) => (n === 'card' ? '[{{ card.t }}]' : null));
    expect(await e.parseAndRender("{% render 'card' for items %}", { items: [{ t: 1 }, { t: 2 }] })).toBe('[1][2]');
  });
  it('formats dates like liquidjs and money in cents', async () => {
    const e = createEngine();
    expect(await e.parseAndRender("{{ 0 | date: '%Y' }} {{ 1999 | money }}", {})).toMatch(/^19(69|70) \$19\.99$/);
  });
  it('stops endless output at the memory limit', async () => {
    const e = createEngine();
    await expect(e.parseAndRender("{% for i in (1..100000000) %}{{ 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' | append: i }}{% endfor %}", {})).rejects.toThrow();
  }, 30_000);
});

describe('money filters', () => {
  const e = createEngine();
  it('format minor units in the given currency, else the site currency, else USD', async () => {
    expect(await e.parseAndRender('{{ 1890 | money_with_currency: "EUR" }}', {})).toBe('€18.90 EUR');
    expect(await e.parseAndRender('{{ 1890 | money }}', { site: { settings: { currency: 'GBP' } } })).toBe('£18.90');
    expect(await e.parseAndRender('{{ 500 | money: "JPY" }}', {})).toBe('¥500');
    expect(await e.parseAndRender('{{ 1999 | money }}', {})).toBe('$19.99');
  });
});
