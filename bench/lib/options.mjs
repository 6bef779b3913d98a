// The command line and the settings it selects (the flags are described at the top of bench/run.mjs).
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './shared.mjs';

const argv = process.argv.slice(2);
const flagValue = (name) => {
  const i = argv.indexOf(name);
  return i === -1 ? undefined : argv[i + 1];
};
export const QUICK = argv.includes('--quick');
export const LIST = argv.includes('--list');
// `--cpu-prof [row]`: the HTTP row to profile (uncached by default).
export const CPU_PROF = argv.includes('--cpu-prof') ? (/^[a-z]+$/.test(flagValue('--cpu-prof') ?? '') ? flagValue('--cpu-prof') : 'uncached') : null;
export const DB_CHOICE = flagValue('--db') ?? 'both';
const SCALE = argv.includes('--scale');
export const SCALE_SITES = Number(flagValue('--scale-sites') ?? 10_000);
export const ONLY =
  flagValue('--only')
    ?.split(',')
    .map((x) => x.trim()) ?? (SCALE ? ['scale'] : argv.includes('--memory') ? ['memory'] : undefined);
if (!['both', 'pglite', 'postgres'].includes(DB_CHOICE)) {
  console.error('--db takes pglite or postgres');
  process.exit(2);
}
export const OUT = path.resolve(flagValue('--out') ?? '.bench/results.json');
export const CFG = QUICK
  ? { warmup: 2, seconds: 2, runs: 1, saves: 10, abBudgetMs: 30_000, stampedeRounds: 1, inprocMs: 300 }
  : { warmup: 5, seconds: 5, runs: 3, saves: 30, abBudgetMs: 90_000, stampedeRounds: 3, inprocMs: 1000 };
export const CONNECTIONS = 50;
// How long a save on A may take to show on B before it counts as a miss (the save-to-fresh row, the table).
export const SAVE_WAIT_MS = 10_000;
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const BENCH_DIR = path.join(ROOT, '.bench');
export const RUN_ID = new Date().toISOString().replace(/[:.]/g, '-');
export const LOG_DIR = path.join(BENCH_DIR, 'logs', RUN_ID);
export const TWO_CORES = os.cpus().length >= 2;
