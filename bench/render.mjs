// Render benchmark: the demo home page (layout, two partials, a collection of 20 posts) served by
// the production server, as a cached hit and as an uncached render, each against a plain node:http
// server sending the same bytes in the same run. Server on core 0, load on core 1.
//   node bench/render.mjs [--seconds 5]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { get, measure, startPinned } from './lib.mjs';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
const host = 'demo.localhost';
const common = { NODE_ENV: 'production', PLATFORM_HOST: 'localhost', DATA_DIR: dataDir, HOSTNAME: '127.0.0.1' };

async function platform(port, env) {
  const s = await startPinned('scripts/server.mjs', [], { ...common, PORT: String(port), ...env });
  // First request waits for start-up (migrations, demo seed).
  const first = await get(port, host, '/');
  if (first.status !== 200) throw new Error(`demo home answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
  return { ...s, first };
}

async function baseline(port, body) {
  const file = path.join(dataDir, 'home.html');
  fs.writeFileSync(file, body);
  return startPinned('bench/static-server.mjs', [file, String(port)], {});
}

console.log(`render bench: ${os.cpus().length} cores, node ${process.version}, ${seconds} s runs, median of 3 after warm-up\n`);
const results = {};

const cached = await platform(3411, {});
const hit = await get(3411, host, '/');
console.log(`demo home: ${hit.body.length} bytes, X-Cache ${hit.headers['x-cache']}`);
const base1 = await baseline(3412, hit.body);
results.baselineCached = await measure('node:http, same bytes', { port: 3412, host });
results.cached = await measure('platform, cached hit', { port: 3411, host });
await Promise.all([cached.stop(), base1.stop()]);

const uncached = await platform(3413, { PAGE_CACHE_SECONDS: '0' });
const miss = await get(3413, host, '/');
const base2 = await baseline(3414, miss.body);
results.baselineUncached = await measure('node:http, same bytes', { port: 3414, host });
results.uncached = await measure('platform, uncached render', { port: 3413, host });
// Context: what any Next.js route handler costs here (the manifest route answers a cached object).
results.nextTrivial = await measure('Next.js route, cached JSON', { port: 3413, host: 'localhost', pathname: '/api/v1/runtime/manifest' });
await Promise.all([uncached.stop(), base2.stop()]);

console.log(`\ncached hit:      ${(results.cached / results.baselineCached).toFixed(3)} of node:http (${results.cached.toFixed(0)} vs ${results.baselineCached.toFixed(0)} req/s)`);
console.log(`uncached render: ${(results.uncached / results.baselineUncached).toFixed(3)} of node:http (${results.uncached.toFixed(0)} vs ${results.baselineUncached.toFixed(0)} req/s), ${(results.uncached / results.nextTrivial).toFixed(3)} of a trivial Next.js route (${results.nextTrivial.toFixed(0)} req/s)`);
fs.rmSync(dataDir, { recursive: true, force: true });
