// `npm run lint`: every static check, in order, stopping at the first that fails and naming it. Each
// check fails on any finding (ESLint has no warning level here: see eslint.config.mjs).
import { spawnSync } from 'node:child_process';

// npx --no-install: the project's own pinned binaries, never a download.
const bin = (...args) => ['npx', '--no-install', ...args];

const checks = [
  ['eslint', bin('eslint', '.', '--max-warnings', '0')],
  ['prettier', bin('prettier', '--check', '.')],
  // The layer rules of ARCHITECTURE.md (.dependency-cruiser.cjs).
  ['dependency-cruiser', ['npm', 'run', '--silent', 'lint:layers']],
  ['knip', bin('knip')],
  ['tsc', bin('tsc', '--noEmit')],
];

for (const [name, [command, ...args]] of checks) {
  console.log(`\n=== lint: ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`\nlint: ${name} failed${run.status === null ? ` (${run.signal ?? run.error?.message})` : ''}; later checks not run.`);
    process.exit(run.status || 1);
  }
  console.log(`lint: ${name} passed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nlint: every check passed');
