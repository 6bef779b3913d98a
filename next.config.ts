import fs from 'node:fs';
import type { NextConfig } from 'next';
import { API_HEADERS } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  // Parallel builds (a second working copy, a helper) may use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native and WASM packages load from node_modules at run time instead of being bundled; so do piscina
  // (it starts its own worker file) and the Markdown libraries the Markdown worker thread loads too.
  // liquidjs too: bundled, it was inlined once per bundle (instrumentation's and the routes'), and the
  // shared engine made by one bundle read drops made by the other's classes as plain objects
  // (`instanceof Drop` failed, so forloop.index was empty); lib/liquid/core/one-runtime.ts checks it.
  // Our runtime bridge (packages/runtime-bridge) for the same reason: one instance a process is its point.
  serverExternalPackages: [
    '@site-platform/runtime-bridge',
    'liquidjs',
    'piscina',
    'markdown-it',
    'sanitize-html',
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'postgres',
    'ioredis',
    'rate-limiter-flexible',
    'quickjs-emscripten-core',
    '@jitl/quickjs-ffi-types',
    '@jitl/quickjs-wasmfile-release-sync',
  ],
  // The plugin sandbox's worker thread is a plain file loaded at run time (lib/domains/messaging/plugins/sandbox/pool.ts):
  // nothing imports it, so tracing would leave it and QuickJS out of a Vercel function. Every route
  // may fire a hook (pages, leads, plugins), hence '*'.
  outputFileTracingIncludes: {
    '*': [
      './lib/domains/messaging/plugins/sandbox/worker.mjs',
      './lib/domains/messaging/plugins/sandbox/thread-clock.mjs',
      // The Markdown worker thread (lib/liquid/markdown/pool.ts) and what it imports; piscina's own
      // worker entry, markdown-it and sanitize-html are traced as external packages.
      './lib/liquid/markdown/worker.mjs',
      './lib/liquid/markdown/convert.mjs',
      './lib/shared/workers/low-priority.mjs',
      // Worker threads bundled from TypeScript by scripts/build-workers.mjs (template validation).
      './.workers/*.cjs',
      // Themes (lib/domains/content/themes) are read from disk when a site is created or a theme applied.
      './themes/**/*',
      './node_modules/quickjs-emscripten-core/**/*',
      './node_modules/@jitl/quickjs-ffi-types/**/*',
      './node_modules/@jitl/quickjs-wasmfile-release-sync/**/*',
    ],
  },
  poweredByHeader: false,
  // The admin loads Monaco from its versioned copy (scripts/copy-monaco.mjs).
  env: { MONACO_VERSION: (JSON.parse(fs.readFileSync('node_modules/monaco-editor/package.json', 'utf8')) as { version: string }).version },
  // Sites own their paths: `/about/` reaches the page pipeline instead of a framework redirect.
  skipTrailingSlashRedirect: true,
  // `npm start`'s build (scripts/ensure-build.mjs) skips Next's own type check, about a minute of a
  // newcomer's first start: `npm run lint` runs tsc over the same code in CI. `npm run build` keeps it.
  typescript: { ignoreBuildErrors: process.env.SITE_PLATFORM_SKIP_TYPECHECK === '1' },
  // The unversioned auth prefix (/auth/login, /auth/<provider>/callback, ...) is the API's. A rewrite
  // here stays inside the server with the request's own Host; one returned by proxy.ts with an absolute
  // URL of another origin than the listener's was proxied over HTTP with Host replaced, so a site
  // host's /auth/* was answered as the platform host's.
  async rewrites() {
    return { beforeFiles: [{ source: '/auth/:path*', destination: '/api/v1/auth/:path*' }], afterFiles: [], fallback: [] };
  },
  // The platform's own answers (API, auth, payments) under `npm start` and `next start` alike; pages
  // set theirs in lib/pages/serve.ts (a tenant's template page is the tenant's).
  async headers() {
    const headers = Object.entries(API_HEADERS).map(([key, value]) => ({ key, value }));
    // Not the template preview: it is a page the admin frames, and sets its own frame policy. Not
    // uploaded files either: they set their own sandboxing policy (lib/http/stored-files.ts).
    // Not the payment providers' pages either: HTML with a form (lib/http/page-answer.ts sets theirs).
    return ['/api/:path((?!v1/templates/preview$|v1/storage/files/).*)', '/auth/:path*', '/payments/:path((?!test/|stripe/).*)'].map((source) => ({ source, headers }));
  },
};

export default nextConfig;
