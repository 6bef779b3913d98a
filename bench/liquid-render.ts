// In-process render of the demo home page (themes/demo: index page, theme layout, site-header and
// post-card partials, 20 posts from {% collection %}): our engine exactly as pages render it
// (createEngine + parse once + runRender with services) vs stock liquidjs with the same templates and
// data (parse once, cache: true for partials/layout, and a minimal collection tag so the template text
// is identical). Run: node_modules/.bin/vite-node -c vitest.config.ts bench/liquid-render.ts
// (the config gives the `@/` alias). With BENCH_JSON=1 it also prints one `BENCH_JSON {…}` line
// (bench/rows/inprocess.mjs reads it); BENCH_MS sets each timed run's length (default 1000).
import path from 'node:path';
import { Liquid, Tag, type Context, type Emitter, type TagToken, type TopLevelToken } from 'liquidjs';
import { createEngine } from '../lib/liquid/engine';
import { customFilters } from '../lib/liquid/filters';
import { runRender } from '../lib/liquid/run';
import { SERVICES, type RenderServices } from '../lib/liquid/services';
import { readFolderFiles } from '../lib/shared/theme-folder/files.mjs';
import { readFolder } from '../lib/shared/theme-folder/format.mjs';
import { opsPerSecondAsync, report } from './timing';

const theme = readFolder(readFolderFiles(path.resolve(__dirname, '../themes/demo')));
const read = (file: string) => theme.templates.find((t) => t.path === file)!.body;
// Records by title, as the demo theme installs them.
const records: Record<string, string> = {
  theme: read('layouts/theme.liquid'),
  'site-header': read('partials/site-header.liquid'),
  'post-card': read('partials/post-card.liquid'),
};
const home = read('pages/Home.liquid');

const PARAGRAPH =
  'We cupped twelve lots this week and two of them surprised us: a washed Ethiopian with <em>bergamot</em> ' +
  'and stone fruit, and a natural from Huila that tastes like <a href="/shop/huila">cherry jam</a> on toast.';
const TAGS = ['brewing', 'origins', 'roastery', 'news'];
const posts = Array.from({ length: 20 }, (_, i) => ({
  uid: `p${String(i + 1).padStart(4, '0')}`,
  title: `Notes from the roastery #${i + 1}: "light" roasts & <why> they matter`,
  slug: `notes-from-the-roastery-${i + 1}`,
  body: `<h2>Week ${i + 1}</h2>\n<p>${PARAGRAPH}</p>\n<p>${PARAGRAPH} Brew it at 94&deg;C.</p>\n<ul><li>Grind: medium-fine</li><li>Ratio: 1:16</li></ul>\n<p>${PARAGRAPH}</p>`,
  tag: i % 3 === 0 ? null : TAGS[i % TAGS.length],
  label: `Journal ${i + 1}`,
  type: 'post',
  status: 1,
  date: new Date(Date.UTC(2024, i % 12, (i % 27) + 1, 9, 30)).toISOString(),
}));

// The scope pages build (lib/pages/context.ts), for a signed-in visitor on "/".
const scope = {
  current_user: { uid: 'u1', name: 'Ada <admin>', role: 'owner' },
  site: { uid: 's1', name: 'Field & Bean', subdomain: 'bean', host: 'bean.example.test', url: 'https://bean.example.test', settings: { description: 'Coffee & stories' } },
  page: { uid: 't1', title: 'Home', permalink: '/index', type: 'page' },
  template: { uid: 't1', title: 'Home', permalink: '/index', type: 'page' },
  request: { path: '/', query: {}, host: 'bean.example.test', url: 'https://bean.example.test/' },
  params: {},
};

const services: RenderServices = {
  collection: async () => posts,
  fetch: async () => null,
};

// Ours: the per-site engine configuration, page parsed once, rendered through the page driver.
const ours = createEngine(async (title) => records[title] ?? null);
const oursPage = ours.parse(home, 'index');
const renderOurs = () => runRender(ours, oursPage, scope, { outputLimit: 8 * 1024 * 1024, globals: { [SERVICES]: services } });

// Stock: same template text; its collection tag only assigns the same rows the services return.
class StockCollection extends Tag {
  private readonly variable: string;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    this.variable = /\bas\s+(\w+)/.exec(token.args)?.[1] ?? 'items';
  }
  *render(ctx: Context, _emitter: Emitter): Generator<unknown, void, unknown> {
    ctx.bottom()[this.variable] = yield services.collection('posts', {});
  }
}
function stockEngine(): Liquid {
  const engine = new Liquid({ extname: '', templates: records, cache: true });
  engine.registerTag('collection', StockCollection);
  return engine;
}
const stock = stockEngine();
const stockPage = stock.parse(home, 'index');
const renderStock = () => stock.render(stockPage, scope) as Promise<string>;

// Reference only: stock with our date filter, to show the margin that is not the date filter's
// (liquidjs builds an Intl.DateTimeFormat per %B, which dominates its page time).
const stockFastDate = stockEngine();
stockFastDate.registerFilter('date', customFilters['date']!);
const stockFastDatePage = stockFastDate.parse(home, 'index');
const renderStockFastDate = () => stockFastDate.render(stockFastDatePage, scope) as Promise<string>;

// Lines that differ, ignoring whitespace-only differences (our blank-body trimming is Shopify's).
function diffLines(a: string, b: string): string[] {
  const norm = (s: string) =>
    s
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  const x = norm(a),
    y = norm(b);
  const out: string[] = [];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (x[i] !== y[i]) out.push(`  ours:  ${x[i] ?? ''}\n  stock: ${y[i] ?? ''}`);
  return out;
}

const MS = Number(process.env.BENCH_MS) || 1000;

async function main(): Promise<void> {
  const a = await renderOurs();
  const b = await renderStock();
  console.log(`output: ours ${Buffer.byteLength(a)} bytes, stock ${Buffer.byteLength(b)} bytes, ${a === b ? 'identical' : 'different'}`);
  const diff = diffLines(a, b);
  if (diff.length) console.warn(`note: ${diff.length} line(s) differ (whitespace ignored):\n${diff.slice(0, 5).join('\n')}`);
  // Ours, stock, ours again: a machine shared with other work drifts, so ours counts its slower round.
  const ours1 = await opsPerSecondAsync(renderOurs, MS);
  const stockOps = await opsPerSecondAsync(renderStock, MS);
  const ours2 = await opsPerSecondAsync(renderOurs, MS);
  report('demo home page render', Math.min(ours1, ours2), stockOps);
  const stockFastDateOps = await opsPerSecondAsync(renderStockFastDate, MS);
  report('  (stock with our date)', Math.min(ours1, ours2), stockFastDateOps);
  if (process.env.BENCH_JSON === '1') {
    console.log(
      `BENCH_JSON ${JSON.stringify({ ours: Math.min(ours1, ours2), oursRuns: [ours1, ours2], stock: stockOps, stockFastDate: stockFastDateOps, bytes: Buffer.byteLength(a), identical: a === b })}`,
    );
  }
}

void main();
