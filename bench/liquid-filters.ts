// Micro-benchmark of hot filters: ours (as registered by createEngine) vs stock liquidjs, called
// through a parsed one-output template so both pay the same render overhead, plus direct date calls.
// Run: node_modules/.bin/vite-node bench/liquid-filters.ts
import { Context, Liquid, filters as stockFilters } from 'liquidjs';
import { createEngine } from '../lib/liquid/engine';
import { customFilters } from '../lib/liquid/filters';
import { opsPerSecond, report } from './timing';

const ours = createEngine();
const stock = new Liquid();
const body = `<h2>Week 1</h2>\n<p>${'We cupped twelve lots this week and <em>two</em> of them surprised us. '.repeat(6)}</p>`;
const scope = { d: '2024-03-14T09:30:00Z', price: 1999, html: '<b>Tom & "Jerry"</b>', text: 'Small batch coffee', words: 'one two three four five six seven', body, missing: null };

// Direct calls: `this` shaped like liquidjs's FilterImpl (our filters read the token for their arity).
type Direct = (this: unknown, ...args: unknown[]) => unknown;
const ctx = new Context({}, stock.options);
const fmtToken = { getText: () => "'%B %-d, %Y'" };
const self = { context: ctx, token: { args: [fmtToken] }, liquid: stock };
const ourDate = customFilters['date'] as Direct;
const stockDate = stockFilters['date'] as Direct;
const a = ourDate.call(self, scope.d, '%B %-d, %Y');
const b = stockDate.call(self, scope.d, '%B %-d, %Y');
if (a !== b) throw new Error(`date output differs: ${String(a)} vs ${String(b)}`);
report(
  'date (direct call)',
  opsPerSecond(() => ourDate.call(self, scope.d, '%a, %d %b %Y %H:%M %z')),
  opsPerSecond(() => stockDate.call(self, scope.d, '%a, %d %b %Y %H:%M %z')),
);

const cases: Array<[string, string, string]> = [
  ['date', "{{ d | date: '%B %-d, %Y' }}", "{{ d | date: '%B %-d, %Y' }}"],
  ['money-ish (divided_by+round)', '{{ price | divided_by: 100.0 | round: 2 }}', '{{ price | divided_by: 100.0 | round: 2 }}'],
  ['money (ours) vs stock chain', '{{ price | money }}', "{{ price | divided_by: 100.0 | prepend: '$' }}"],
  ['escape', '{{ html | escape }}', '{{ html | escape }}'],
  ['escape (nothing to escape)', '{{ text | escape }}', '{{ text | escape }}'],
  ['strip_html', '{{ body | strip_html }}', '{{ body | strip_html }}'],
  ['truncatewords', '{{ words | truncatewords: 3 }}', '{{ words | truncatewords: 3 }}'],
  ['strip_html | truncatewords', '{{ body | strip_html | truncatewords: 24 }}', '{{ body | strip_html | truncatewords: 24 }}'],
  ['default (present)', '{{ text | default: "x" }}', '{{ text | default: "x" }}'],
  ['default (nil)', '{{ missing | default: "x" }}', '{{ missing | default: "x" }}'],
  ['plus', '{{ price | plus: 1 }}', '{{ price | plus: 1 }}'],
  ['minus', '{{ price | minus: 1 }}', '{{ price | minus: 1 }}'],
  ['times', '{{ price | times: 3 }}', '{{ price | times: 3 }}'],
];

for (const [name, ourSrc, stockSrc] of cases) {
  const ot = ours.parse(ourSrc);
  const st = stock.parse(stockSrc);
  const o = ours.renderSync(ot, scope);
  const s = stock.renderSync(st, scope);
  if (ourSrc === stockSrc && o !== s) console.warn(`note: ${name} output differs: ${String(o)} vs ${String(s)}`);
  report(
    name,
    opsPerSecond(() => ours.renderSync(ot, scope)),
    opsPerSecond(() => stock.renderSync(st, scope)),
  );
}
