// In-process render of a blog home page (layout, two partials, 20 posts with dates):
// our engine (createEngine) vs stock liquidjs. Run: node_modules/.bin/vite-node bench/liquid-render.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Liquid } from 'liquidjs';
import { createEngine } from '../lib/render/engine';
import { context } from './fixtures/data';
import { opsPerSecondAsync, report } from './timing';

const dir = path.resolve(__dirname, 'fixtures');
const read = (name: string) => readFileSync(path.join(dir, `${name}.liquid`), 'utf8');
const records: Record<string, string> = { layout: read('layout'), header: read('header'), 'post-card': read('post-card') };
const home = read('home');

const ours = createEngine(async (name) => records[name] ?? null);
const stock = new Liquid({ templates: records });

async function main(): Promise<void> {
  const a = await ours.parseAndRender(home, context);
  const b = await stock.parseAndRender(home, context);
  if (a !== b) console.warn('note: outputs differ between engines');
  const oursOps = await opsPerSecondAsync(() => ours.parseAndRender(home, context));
  const stockOps = await opsPerSecondAsync(() => stock.parseAndRender(home, context));
  report('blog home page render', oursOps, stockOps);
}

void main();
