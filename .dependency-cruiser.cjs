// The layer rules of ARCHITECTURE.md ("Layers and what each may import"), checked by
// `npm run lint:layers` (and `npm run lint`). Every rule is an error: a finding is fixed by moving the
// code to the layer it belongs to, never by an exception here.
const fs = require('node:fs');
const path = require('node:path');

// lib/ folders that are not domains: the layers above the domains (HTTP, page pipeline, admin, the
// API and runtime descriptions), the Liquid dialect beneath them, and the shared modules every layer
// may use. Every other lib/<folder> is a domain, so a new domain is covered without touching this file
// (test/unit/architecture-doc.test.ts checks that ARCHITECTURE.md names the same folders).
const NOT_DOMAINS = [
  // above the domains
  'admin',
  'http',
  'pages',
  'openapi',
  'runtime',
  // the operations' declarations and the routes built from them (lib/api/define.ts, route-of.ts)
  'api',
  // the developer's command line (scripts/site-platform.mjs): a program of its own that reaches the
  // platform over HTTP
  'cli',
  // the Liquid dialect
  'liquid',
  // shared
  'archives',
  'cache',
  'content',
  'events',
  'mail',
  'net',
  'outbox',
  'platform',
  'rate-limit',
  'tenancy',
  'theme-folder',
  'workers',
];
const DOMAINS = fs
  .readdirSync(path.join(__dirname, 'lib'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && !NOT_DOMAINS.includes(e.name))
  .map((e) => e.name)
  .sort();
const DOMAIN = `^lib/(${DOMAINS.join('|')})/`;

// Code that runs in the browser: the admin's data hooks and client (lib/admin) and its pages and
// components (app/(admin)/admin/**, all client components; the root layout app/(admin)/layout.tsx is
// a server component and is not here).
const BROWSER = '^(lib/admin/|app/\\(admin\\)/admin/)';
// Modules that must never reach a browser bundle: the database, the environment and secrets, the
// request and page layers, process-wide state, and the server's packages.
const SERVER = [
  '^db/',
  '^lib/(env|redis|server-log|server-log-core|process-singleton|background|startup|register-node)\\.',
  '^lib/auth/(secrets|secret|session|token|password|keyed-hash)\\.',
  '^lib/(http|pages|cache|tenancy|outbox|mail|net|rate-limit|workers)/',
  '^lib/[^/]+/operations\\.ts$',
  '^lib/api/route-of\\.ts$',
  '^node_modules/(postgres|@electric-sql/pglite|ioredis|pino|piscina|nodemailer|@node-rs/argon2|quickjs-emscripten|@aws-sdk|stripe|sanitize-html|liquidjs|sharp)/',
];

// What browser code may import at run time besides its own files and packages: the domains' zod
// schemas and the few pure modules they use. Closed under imports (browser-safe-stays-safe), so nothing
// these import pulls a server module into the bundle either.
const BROWSER_SAFE = [
  '^lib/[^/]+/schemas\\.ts$',
  // a domain's declared operations (metadata and schemas, no handler) and what they are made of
  '^lib/(?!admin/)[^/]+/api\\.ts$',
  '^lib/api/(define|envelope|error-envelope|doc-notes)\\.ts$',
  '^lib/auth/social/schemas\\.ts$',
  '^lib/auth/roles\\.ts$',
  '^lib/pagination\\.ts$',
  '^lib/content/fields\\.ts$',
  '^lib/sites/url-setting\\.ts$',
  // where a post lives on the site (the admin's "Live at" links)
  '^lib/posts/paths\\.ts$',
  // image variant URLs, as the Liquid filters write them (the admin's previews)
  '^lib/liquid/core/image-sizes\\.ts$',
  // what a site may upload (the admin's file picker)
  '^lib/storage/upload-kinds\\.ts$',
  // imported by schemas the admin does not use yet; each imports nothing
  '^lib/errors\\.ts$',
  '^lib/storage/content-type\\.ts$',
  '^lib/plugins/limits\\.ts$',
  '^lib/hooks/registry\\.ts$',
  // what the templates API states: the history size, the preview token's life, the parse error codes
  '^lib/templates/limits\\.ts$',
  '^lib/liquid/error-codes\\.ts$',
  // the error codes' table (data): the error envelope's schema lists them
  '^lib/error-codes\\.json$',
];
const SERVER_PACKAGES = SERVER[SERVER.length - 1];
const RUN_TIME = { dependencyTypesNot: ['type-only', 'type-import'] };

module.exports = {
  forbidden: [
    {
      name: 'liquid-stays-below',
      comment: 'lib/liquid is liquidjs and nothing of requests: it imports nothing of the page pipeline, HTTP, the admin, app, the database, the caches, tenancy or any domain.',
      severity: 'error',
      from: { path: '^lib/liquid/' },
      to: { path: ['^lib/(pages|http|admin|cache|tenancy|outbox|mail)/', '^app/', '^db/', DOMAIN] },
    },
    {
      name: 'domains-below-http-and-pages',
      comment: 'A domain (lib/<domain>) and the shared modules import neither lib/http, lib/pages, lib/admin nor app: they are called by those layers, never the other way round.',
      severity: 'error',
      from: {
        path: [DOMAIN, '^lib/(liquid|archives|cache|content|events|mail|net|outbox|platform|rate-limit|tenancy|theme-folder|workers)/', '^lib/[^/]+\\.(ts|mjs)$', '^db/'],
        pathNot: '^lib/(startup|register-node)\\.ts$',
      },
      to: { path: ['^lib/(http|pages|admin|openapi|runtime)/', '^app/', '^proxy\\.ts$', '^scripts/'] },
    },
    {
      name: 'pages-read-templates-through-lib-templates',
      comment:
        'The page pipeline reads templates through lib/templates/reads.ts (and takes the types of schemas.ts): lib/templates owns the table, its reads and its writes, so what "published" and "renderable" mean is decided there only, and lib/pages holds no query of its own on it.',
      severity: 'error',
      from: { path: '^lib/pages/' },
      to: { path: '^lib/templates/', pathNot: '^lib/templates/(reads|schemas)\\.ts$' },
    },
    {
      name: 'cli-reaches-the-platform-over-http',
      comment:
        "The CLI (lib/cli) runs on a developer's machine with no server: it imports the theme folder format and the Liquid validator (bundled, lib/cli/liquid-validator.ts), nothing else of the platform.",
      severity: 'error',
      from: { path: '^lib/cli/', pathNot: '^lib/cli/liquid-validator\\.ts$' },
      to: { path: ['^lib/', '^db/', '^app/', '^scripts/'], pathNot: ['^lib/(cli|theme-folder|liquid)/'] },
    },
    {
      name: 'cli-validator-bundles-pure-rules',
      comment:
        "The CLI's validator bundle holds what a save refuses, so `check` and `push` refuse the same: the Liquid validator, the publish parse (lib/templates/parse-errors.ts) and the template schema; nothing that needs the server.",
      severity: 'error',
      from: { path: '^lib/cli/liquid-validator\\.ts$' },
      to: { path: ['^lib/', '^db/', '^app/', '^scripts/'], pathNot: ['^lib/(cli|theme-folder|liquid)/', '^lib/templates/(parse-errors|schemas)\\.ts$'] },
    },
    {
      name: 'db-imports-no-domain',
      comment: 'db/ (schema, client, scopes) imports no domain and no layer: only the shared top-level modules (env, process singletons, the server log).',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: ['^lib/', '^app/'], pathNot: '^lib/(env|process-singleton|server-log|server-log-core|errors|ids)\\.' },
    },
    {
      name: 'browser-imports-no-server-module',
      comment: 'Browser code (lib/admin, app/(admin)/admin) imports no server module. A type-only import is erased from the bundle and allowed (the view types of the domains).',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: SERVER, ...RUN_TIME },
    },
    {
      name: 'browser-imports-only-browser-safe',
      comment:
        "At run time browser code imports its own files, packages, and the browser-safe modules only (BROWSER_SAFE). This and browser-safe-stays-safe stand for a transitive rule: dependency-cruiser's reachability rules follow type-only imports too, so they would flag every type import of a domain.",
      severity: 'error',
      from: { path: BROWSER },
      to: { pathNot: [BROWSER, ...BROWSER_SAFE, '^node_modules/'], ...RUN_TIME },
    },
    {
      name: 'browser-safe-stays-safe',
      comment: "A browser-safe module (a domain's schemas.ts, ...) imports at run time only other browser-safe modules and no server package, so what browser code reaches through it is safe too.",
      severity: 'error',
      from: { path: BROWSER_SAFE },
      to: { pathNot: [...BROWSER_SAFE, '^node_modules/'], ...RUN_TIME },
    },
    {
      name: 'browser-safe-imports-no-server-package',
      comment: 'Nor a server package.',
      severity: 'error',
      from: { path: BROWSER_SAFE },
      to: { path: SERVER_PACKAGES, ...RUN_TIME },
    },
    {
      name: 'browser-imports-no-node-builtin',
      comment: 'Browser code imports no node: builtin.',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular',
      comment:
        'No import circle anywhere, type-only imports included: a type circle costs nothing at run time, but it ties two layers together just the same (the docs ↔ filters circle was one), and it turns into a run-time one at the first value imported along it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are graph edges too (see no-circular).
    tsPreCompilationDeps: true,
    // The `@/` alias.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      // .mjs files beside their .d.mts declarations (lib/server-log-core.mjs, lib/http/unread-body.mjs, ...)
      extensions: ['.ts', '.tsx', '.mts', '.d.mts', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
    },
    exclude: { path: ['^\\.next/', '^node_modules/'] },
  },
};
