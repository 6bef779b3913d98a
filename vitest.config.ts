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
      // The API fuzzer starts a production server of its own (test/fuzz/api.test.ts).
      { resolve: { alias }, test: { name: 'fuzz', include: ['test/fuzz/**/*.test.ts'], environment: 'node', hookTimeout: 120_000 } },
    ],
  },
});
