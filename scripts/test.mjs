// Two tiers. `npm test` (the fast tier): the unit tests and the operations tested in-process on an
// embedded database per file (test/fast), no build and no server. `npm run test:slow`: the
// integration tests against the real server over HTTP (the whole suite on PostgreSQL when a server is
// reachable, a throwaway database per run, and the embedded-database files on PGlite; the whole suite
// on PGlite otherwise), the API fuzzer, and the end-to-end journeys in Chromium. `npm run test:all` runs both; CI runs both (.ci/run).
// Anything skipped (a whole suite, or a test that skipped itself) is printed as `SKIPPED: <what> (<why>)`;
// with `CI` set a skip fails the run, so CI cannot go green on tests that did not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

// Integration files share one server per run, so they run one after another.
const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const TIER_FLAGS = { '--slow': 'slow', '--all': 'all' };
const tier =
  process.argv
    .slice(2)
    .map((a) => TIER_FLAGS[a])
    .find(Boolean) ?? 'fast';
const extra = process.argv.slice(2).filter((a) => !TIER_FLAGS[a] && a !== '--both-databases');
const startedAt = performance.now();
const timings = [];
const ci = !!process.env.CI;
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
const skipped = [];
const failures = [];

// Under CI a skip is a failure: what did not run cannot be reported as passing.
function skip(what, why) {
  skipped.push(what);
  console.log(`\nSKIPPED: ${what} (${why})${ci ? ': a failure, since CI is set' : ''}`);
}

// Tests vitest did not run: skip, skipIf and todo, read from its JSON report.
function skippedTests(report) {
  if (!fs.existsSync(report)) return [];
  const { testResults = [] } = JSON.parse(fs.readFileSync(report, 'utf8'));
  return testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status !== 'passed' && t.status !== 'failed').map((t) => `${path.relative(process.cwd(), file.name)} > ${t.fullName} [${t.status}]`),
  );
}

// Failed tests with the first lines of their errors, so the end of a long log names what broke.
function failedTests(report) {
  if (!fs.existsSync(report)) return [];
  const { testResults = [] } = JSON.parse(fs.readFileSync(report, 'utf8'));
  return testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed');
    const firstLines = (text) =>
      String(text ?? '')
        .split('\n')
        .slice(0, 4)
        .join('\n      ');
    if (!tests.length && file.status === 'failed') return [`${where}: ${firstLines(file.message)}`];
    return tests.map((t) => `${where} > ${t.fullName}\n      ${firstLines(t.failureMessages?.[0])}`);
  });
}

// `node`: the Node binary to run the suite with (and, through PATH and process.execPath, the servers it starts).
function run(label, args, env = {}, node = process.execPath) {
  const t0 = performance.now();
  try {
    return runOnce(label, args, env, node);
  } finally {
    timings.push(`${label}: ${((performance.now() - t0) / 60_000).toFixed(1)} min`);
  }
}

function runOnce(label, args, env, node) {
  console.log(`\n=== ${label} ===`);
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const pathEnv = node === process.execPath ? {} : { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
  const res = spawnSync(node, [...vitest, ...args, ...reporters, ...extra], { stdio: 'inherit', env: { ...process.env, ...pathEnv, ...env } });
  const notRun = skippedTests(report);
  if (res.status !== 0) {
    const broke = failedTests(report);
    failures.push(
      broke.length ? `${label}:\n  ${broke.join('\n  ')}` : `${label}: vitest exited ${res.status} with no failed test in its report (an unhandled error or the global setup/teardown: see above)`,
    );
  }
  if (notRun.length) skip(`${notRun.length} test(s) in ${label}`, `skipped or todo; the reason is printed above by the test:\n  ${notRun.join('\n  ')}`);
  return res.status === 0 && !(ci && notRun.length);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 2000 }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

// The integration files whose subject is the embedded database itself (its thread in the primary, the
// bounds on what one client holds, its outbox and sessions, the processes around it, what survives a
// restart in ./data). When PostgreSQL is reachable the whole suite runs there (the deployments'
// database, on Node 24 in CI) and only these run again on PGlite: PGlite also carries the fast tier,
// the fuzzer, the end-to-end journeys and the conformance pass, and a second full pass cost CI ~20 min.
// `--both-databases` runs the whole suite on both.
const EMBEDDED_DATABASE_SUITES = [
  'test/integration/pglite-wire.test.ts',
  'test/security/shared-database-holds.test.ts',
  'test/security/archive-bombs.test.ts',
  'test/security/stalled-bodies.test.ts',
  'test/integration/bulk-writes.test.ts',
  'test/integration/outbox-durability.test.ts',
  'test/security/outbox-fairness.test.ts',
  'test/integration/page-sessions.test.ts',
  'test/integration/database-outage.test.ts',
  'test/integration/lanes.test.ts',
  'test/integration/workers.test.ts',
  'test/integration/one-runtime.test.ts',
  'test/security/restart.test.ts',
  'test/integration/themes.test.ts',
];
const bothDatabases = process.argv.includes('--both-databases');

const results = [];
if (tier !== 'slow') {
  results.push(['unit', run('unit tests', ['--project', 'unit'])]);
  results.push(['fast', run('operations in-process (fast tier)', ['--project', 'fast'])]);
}
if (tier !== 'fast') await slowTier();

async function slowTier() {
  ensureBuild();
  // DOCUMENTED_COVERAGE=all: the full integration pass fails unless every operation of the OpenAPI
  // document answered one of its requests (test/helpers/global-setup.ts).
  const integration = ['--project', 'integration', '--no-file-parallelism'];
  const postgresUp = await reachable('127.0.0.1', 5432);
  const pgliteFiles = postgresUp && !bothDatabases ? EMBEDDED_DATABASE_SUITES : [];
  const pgliteLabel = pgliteFiles.length ? `integration tests on PGlite (the ${pgliteFiles.length} embedded-database files)` : 'integration tests on PGlite';
  results.push(['integration on PGlite', run(pgliteLabel, [...integration, ...pgliteFiles], { TEST_DB: 'pglite', ...(pgliteFiles.length ? {} : { DOCUMENTED_COVERAGE: 'all' }) })]);
  // The API fuzzer (test/fuzz): FUZZ_REQUESTS requests (5000 unless set) against a server of its own on PGlite.
  results.push(['API fuzzer', run('API fuzzer', ['--project', 'fuzz'])]);
  // POSTGRES_TESTS_NODE: another Node binary for the PostgreSQL pass (CI runs it on Node 24, the
  // deployments' version, while the rest runs on this machine's Node: both versions).
  const postgresNode = process.env.POSTGRES_TESTS_NODE || process.execPath;
  if (postgresUp) {
    const on = postgresNode === process.execPath ? '' : ` (${spawnSync(postgresNode, ['--version'], { encoding: 'utf8' }).stdout.trim()})`;
    results.push(['integration on PostgreSQL', run(`integration tests on PostgreSQL${on}`, integration, { TEST_DB: 'postgres', DOCUMENTED_COVERAGE: 'all' }, postgresNode)]);
  } else {
    skip('integration tests on PostgreSQL', 'PostgreSQL is not reachable on 127.0.0.1:5432 (the whole suite ran on PGlite instead)');
    if (ci) results.push(['integration on PostgreSQL (skipped)', false]);
  }
  // End-to-end: the demo site in a real browser (Debian's Chromium; Playwright cannot download one here).
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    console.log('\n=== end-to-end tests (Playwright, Chromium) ===');
    const t0 = performance.now();
    const report = path.join(reports, 'e2e.json');
    const e2e = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    const e2eSkipped = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')).stats?.skipped ?? 0) : 0;
    if (e2eSkipped) skip(`${e2eSkipped} end-to-end test(s)`, 'test.skip or test.fixme fired; the reason is printed above');
    timings.push(`end-to-end: ${((performance.now() - t0) / 60_000).toFixed(1)} min`);
    results.push(['end-to-end', e2e.status === 0 && !(ci && e2eSkipped)]);
  } else {
    skip('end-to-end tests', `${chromium} is missing; apt-get install chromium`);
    if (ci) results.push(['end-to-end (skipped)', false]);
  }
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${tier} tier in ${((performance.now() - startedAt) / 60_000).toFixed(1)} min:\n  ${timings.join('\n  ')}`);
if (tier === 'fast') console.log('The integration, fuzz and end-to-end suites are the slow tier: npm run test:slow (CI runs both).');
const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
if (skipped.length) console.log(`\nSKIPPED (${skipped.length}):\n  ${skipped.join('\n  ')}`);
if (failures.length) console.log(`\nFAILED TESTS:\n${failures.join('\n')}`);
if (failed.length) console.log(`\nfailed: ${failed.join(', ')}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
