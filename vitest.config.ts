import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/global-setup.ts'],
          // The files run one after another against one server over HTTP; a fresh module registry per
          // file cost ~3.5 s each (transforming and loading the helpers again): four minutes a pass. A
          // file that loads app modules against a database of its own resets them (vi.resetModules).
          isolate: false,
          setupFiles: ['test/helpers/documented.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // Operations called in-process, each file on an embedded database of its own loaded from one
      // migrated template (test/fast/README.md). Each file runs in a fresh worker thread (isolate), since
      // the database handle and the caches keyed by site generations are one per process (the runtime bridge). Threads, not
      // forks: in a forked child process.send exists, and lib/shared/cache/generation.ts would tell the
      // "cluster primary" (vitest's own channel) of every site change.
      {
        resolve: { alias },
        test: {
          name: 'fast',
          include: ['test/fast/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: true,
          globalSetup: ['test/fast/helpers/global-setup.ts'],
          setupFiles: ['test/fast/helpers/database.ts'],
          // The log says only what is fatal (LOG_LEVEL=info to read it): refusals the tests cause log errors.
          env: { AUTH_SECRET: 'fast-tier-secret-of-at-least-32-characters', PLATFORM_HOST: 'platform.test', SITES_DOMAIN: 'sites.test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'fatal' },
          hookTimeout: 60_000,
        },
      },
      // The API fuzzer starts a production server of its own (test/fuzz/api.test.ts).
      { resolve: { alias }, test: { name: 'fuzz', include: ['test/fuzz/**/*.test.ts'], environment: 'node', hookTimeout: 120_000 } },
    ],
  },
});
