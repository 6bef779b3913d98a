// `npm test`: unit tests, then the integration tests against the real server over HTTP, on embedded
// PGlite and, when a PostgreSQL server is reachable, on PostgreSQL (a throwaway database per run), with
// the API fuzzer between them.
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
const extra = process.argv.slice(2);
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

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const res = spawnSync(process.execPath, [...vitest, ...args, ...reporters, ...extra], { stdio: 'inherit', env: { ...process.env, ...env } });
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

const results = [];
// DOCUMENTED_COVERAGE=all: the PGlite integration run fails unless every operation of the OpenAPI
// document answered one of its requests (test/helpers/global-setup.ts); the PostgreSQL run, which
// leaves out a few PGlite-only tests, reports its share.
results.push(['unit', run('unit tests', ['--project', 'unit'])]);
ensureBuild();
results.push(['integration on PGlite', run('integration tests on PGlite', ['--project', 'integration', '--no-file-parallelism'], { TEST_DB: 'pglite', DOCUMENTED_COVERAGE: 'all' })]);
// The API fuzzer (test/fuzz): FUZZ_REQUESTS requests (5000 unless set) against a server of its own on PGlite.
results.push(['API fuzzer', run('API fuzzer', ['--project', 'fuzz'])]);
if (await reachable('127.0.0.1', 5432)) {
  results.push(['integration on PostgreSQL', run('integration tests on PostgreSQL', ['--project', 'integration', '--no-file-parallelism'], { TEST_DB: 'postgres' })]);
} else {
  skip('integration tests on PostgreSQL', 'PostgreSQL is not reachable on 127.0.0.1:5432');
  if (ci) results.push(['integration on PostgreSQL (skipped)', false]);
}
// End-to-end: the demo site in a real browser (Debian's Chromium; Playwright cannot download one here).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  console.log('\n=== end-to-end tests (Playwright, Chromium) ===');
  const report = path.join(reports, 'e2e.json');
  const e2e = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const e2eSkipped = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')).stats?.skipped ?? 0) : 0;
  if (e2eSkipped) skip(`${e2eSkipped} end-to-end test(s)`, 'test.skip or test.fixme fired; the reason is printed above');
  results.push(['end-to-end', e2e.status === 0 && !(ci && e2eSkipped)]);
} else {
  skip('end-to-end tests', `${chromium} is missing; apt-get install chromium`);
  if (ci) results.push(['end-to-end (skipped)', false]);
}
fs.rmSync(reports, { recursive: true, force: true });
const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
if (skipped.length) console.log(`\nSKIPPED (${skipped.length}):\n  ${skipped.join('\n  ')}`);
if (failures.length) console.log(`\nFAILED TESTS:\n${failures.join('\n')}`);
if (failed.length) console.log(`\nfailed: ${failed.join(', ')}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
