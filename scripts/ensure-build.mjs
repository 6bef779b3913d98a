// Builds the Next.js app when there is no build yet, or when a source file is newer than the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '../lib/shared/server-log-core.mjs';
import { copyMonaco } from './copy-monaco.mjs';
import { buildWorkers, workersBuiltAt } from './build-workers.mjs';

const log = createLogger();
const SOURCES = ['app', 'lib', 'db', 'server', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newestMtime(path.join(p, f))), st.mtimeMs);
}

export function ensureBuild({ force = false } = {}) {
  const buildId = path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const stale = SOURCES.some((s) => newestMtime(s) > built);
  // The worker threads' bundles (seconds at most), before `next build` traces them.
  if (force || stale || SOURCES.some((s) => newestMtime(s) > workersBuiltAt())) buildWorkers();
  if (!force && built && !stale) return;
  log.info(built ? 'sources changed since the last build: building (a minute or two)…' : 'first start: building the app (a minute or two)…');
  copyMonaco();
  const res = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_PLATFORM_SKIP_TYPECHECK: '1' } });
  if (res.status !== 0) {
    log.fatal('The build failed (see above). Fix the error and run the command again.');
    process.exit(res.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild({ force: process.argv.includes('--force') });
