// `npm test`: unit tests, then the integration tests against the real server over HTTP, on embedded
// PGlite and, when a PostgreSQL server is reachable, on PostgreSQL (a throwaway database per run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { ensureBuild } from './ensure-build.mjs';

// Integration files share one server per run, so they run one after another.
const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const extra = process.argv.slice(2);

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(process.execPath, [...vitest, ...args, ...extra], { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 2000 }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

const results = [];
results.push(['unit', run('unit tests', ['--project', 'unit'])]);
ensureBuild();
results.push(['integration on PGlite', run('integration tests on PGlite', ['--project', 'integration', '--no-file-parallelism'], { TEST_DB: 'pglite' })]);
if (await reachable('127.0.0.1', 5432)) {
  results.push(['integration on PostgreSQL', run('integration tests on PostgreSQL', ['--project', 'integration', '--no-file-parallelism'], { TEST_DB: 'postgres' })]);
} else {
  console.log('\nPostgreSQL is not reachable on 127.0.0.1:5432: skipping the PostgreSQL integration run.');
}
// End-to-end: the demo site in a real browser (Debian's Chromium; Playwright cannot download one here).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  console.log('\n=== end-to-end tests (Playwright, Chromium) ===');
  const e2e = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { stdio: 'inherit' });
  results.push(['end-to-end', e2e.status === 0]);
} else {
  console.log(`\n${chromium} is missing: skipping the end-to-end tests (apt-get install chromium).`);
}
const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
if (failed.length) console.log(`\nfailed: ${failed.join(', ')}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
