// Bundles the worker threads written in TypeScript (each with everything it imports) into .workers/,
// where the server loads them at run time: a worker thread can load neither the TypeScript sources nor
// Next.js's bundles. Run by scripts/ensure-build.mjs and `npm run build` before `next build` (which
// traces .workers/ into a Vercel function, next.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

export const WORKERS_DIR = '.workers';
// Output name (without extension) -> entry point.
// `liquid-validator`: the platform's template validator for the CLI's `check` and `lsp`, which run
// with no server and no build of the app (lib/cli/dialect.mjs).
const WORKERS = { 'validate-template': 'lib/domains/content/templates/validation-worker.ts', 'liquid-validator': 'lib/cli/liquid-validator.ts' };

export function buildWorkers() {
  fs.mkdirSync(WORKERS_DIR, { recursive: true });
  buildSync({
    entryPoints: WORKERS,
    outdir: WORKERS_DIR,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    // piscina loads from node_modules (a server external package, traced for Vercel).
    external: ['piscina'],
    logLevel: 'warning',
  });
}

// The newest modification time of the workers' outputs (0 when one is missing).
export function workersBuiltAt() {
  const files = Object.keys(WORKERS).map((name) => path.join(WORKERS_DIR, `${name}.cjs`));
  return files.every((f) => fs.existsSync(f)) ? Math.min(...files.map((f) => fs.statSync(f).mtimeMs)) : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) buildWorkers();
