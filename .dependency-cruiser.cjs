// The layer rules of ARCHITECTURE.md ("Layers and what each may import"), checked by
// `npm run lint:layers` (and `npm run lint`). Every rule is an error: a finding is fixed by moving the
// code to the layer it belongs to, never by an exception here. The rules are the tree's folders:
// lib/domains/<area>/<domain> (domains), lib/shared (modules every layer may use), lib/liquid (the
// dialect), the layers above the domains (lib/http, lib/pages, lib/api, lib/openapi, lib/runtime-manifest,
// lib/startup), browser code (lib/admin, app/(admin)/admin) and the CLI (lib/cli); the outer server is server/.

const DOMAIN = '^lib/domains/';
const SHARED = '^lib/shared/';
const ABOVE_DOMAINS = '^lib/(http|pages|admin|openapi|runtime-manifest|startup)/';

// Code that runs in the browser: the admin's data hooks and client (lib/admin) and its pages and
// components (app/(admin)/admin/**, all client components; the root layout app/(admin)/layout.tsx is
// a server component and is not here).
const BROWSER = '^(lib/admin/|app/\\(admin\\)/admin/)';
// Modules that must never reach a browser bundle: the database, the environment and secrets, the
// request and page layers, process-wide state, and the server's packages.
const SERVER = [
  '^db/',
  '^server/',
  '^lib/startup/',
  '^lib/shared/(env|redis|server-log|server-log-core|process-singleton|background)\\.',
  '^packages/runtime-bridge/',
  '^lib/domains/accounts/auth/(secrets|secret|session|token|password|keyed-hash)\\.',
  '^lib/(http|pages)/',
  '^lib/shared/(cache|tenancy|net|rate-limit|workers)/',
  '^lib/domains/messaging/(outbox|mail)/',
  '^lib/domains/[^/]+/[^/]+/operations\\.ts$',
  '^lib/api/route-of\\.ts$',
  '^node_modules/(postgres|@electric-sql/pglite|ioredis|pino|piscina|nodemailer|@node-rs/argon2|quickjs-emscripten|@aws-sdk|stripe|sanitize-html|liquidjs|sharp)/',
];

// What browser code may import at run time besides its own files and packages: the domains' zod
// schemas and the few pure modules they use. Closed under imports (browser-safe-stays-safe), so nothing
// these import pulls a server module into the bundle either.
const BROWSER_SAFE = [
  '^lib/domains/[^/]+/[^/]+/schemas\\.ts$',
  // a domain's declared operations (metadata and schemas, no handler) and what they are made of
  '^lib/domains/[^/]+/[^/]+/api\\.ts$',
  '^lib/runtime-manifest/api\\.ts$',
  '^lib/api/(define|envelope|error-envelope|doc-notes)\\.ts$',
  '^lib/domains/accounts/auth/social/schemas\\.ts$',
  '^lib/domains/accounts/auth/roles\\.ts$',
  '^lib/shared/pagination\\.ts$',
  '^lib/shared/content/fields\\.ts$',
  '^lib/domains/platform/sites/url-setting\\.ts$',
  // where a post lives on the site (the admin's "Live at" links)
  '^lib/domains/content/posts/paths\\.ts$',
  // image variant URLs, as the Liquid filters write them (the admin's previews)
  '^lib/liquid/core/image-sizes\\.ts$',
  // what a site may upload (the admin's file picker)
  '^lib/domains/content/storage/upload-kinds\\.ts$',
  // imported by schemas the admin does not use yet; each imports nothing
  '^lib/shared/errors\\.ts$',
  '^lib/domains/content/storage/content-type\\.ts$',
  '^lib/domains/messaging/plugins/limits\\.ts$',
  '^lib/domains/messaging/hooks/registry\\.ts$',
  // what the templates API states: the history size, the preview token's life, the parse error codes
  '^lib/domains/content/templates/limits\\.ts$',
  '^lib/liquid/error-codes\\.ts$',
  // the error codes' table (data): the error envelope's schema lists them
  '^lib/shared/error-codes\\.json$',
];
const SERVER_PACKAGES = SERVER[SERVER.length - 1];
const RUN_TIME = { dependencyTypesNot: ['type-only', 'type-import'] };

module.exports = {
  forbidden: [
    {
      name: 'liquid-stays-below',
      comment: 'lib/liquid is liquidjs and nothing of requests: it imports nothing of the page pipeline, HTTP, the admin, app, the database, the caches, tenancy, messaging or any domain.',
      severity: 'error',
      from: { path: '^lib/liquid/' },
      to: { path: [ABOVE_DOMAINS, '^lib/shared/(cache|tenancy)/', '^app/', '^db/', '^server/', DOMAIN] },
    },
    {
      name: 'domains-below-http-and-pages',
      comment:
        'A domain (lib/domains/<area>/<domain>), the shared modules, the dialect and db/ import none of the layers above the domains, app, proxy.ts, the outer server or the scripts: they are called by those, never the other way round.',
      severity: 'error',
      from: { path: [DOMAIN, SHARED, '^lib/liquid/', '^db/'] },
      to: { path: [ABOVE_DOMAINS, '^lib/api/route-of\\.ts$', '^app/', '^proxy\\.ts$', '^server/', '^scripts/'] },
    },
    {
      name: 'shared-below-domains',
      comment: 'A shared module (lib/shared) imports no domain: every domain may use it, so it cannot lean on one (a port, given by the caller, where it needs a domain).',
      severity: 'error',
      from: { path: SHARED },
      to: { path: DOMAIN, ...RUN_TIME },
    },
    {
      name: 'pages-read-templates-through-lib-templates',
      comment:
        'The page pipeline reads templates through lib/domains/content/templates/reads.ts (and takes the types of schemas.ts): the templates domain owns the table, its reads and its writes, so what "published" and "renderable" mean is decided there only, and lib/pages holds no query of its own on it.',
      severity: 'error',
      from: { path: '^lib/pages/' },
      to: { path: '^lib/domains/content/templates/', pathNot: '^lib/domains/content/templates/(reads|schemas)\\.ts$' },
    },
    {
      name: 'cli-reaches-the-platform-over-http',
      comment:
        "The CLI (lib/cli) runs on a developer's machine with no server: it imports the theme folder format and the Liquid validator (bundled, lib/cli/liquid-validator.ts), nothing else of the platform.",
      severity: 'error',
      from: { path: '^lib/cli/', pathNot: '^lib/cli/liquid-validator\\.ts$' },
      to: { path: ['^lib/', '^db/', '^app/', '^server/', '^scripts/'], pathNot: ['^lib/(cli|liquid)/', '^lib/shared/theme-folder/'] },
    },
    {
      name: 'cli-validator-bundles-pure-rules',
      comment:
        "The CLI's validator bundle holds what a save refuses, so `check` and `push` refuse the same: the Liquid validator, the publish parse (lib/domains/content/templates/parse-errors.ts) and the template schema; nothing that needs the server.",
      severity: 'error',
      from: { path: '^lib/cli/liquid-validator\\.ts$' },
      to: {
        path: ['^lib/', '^db/', '^app/', '^server/', '^scripts/'],
        pathNot: ['^lib/(cli|liquid)/', '^lib/shared/theme-folder/', '^lib/domains/content/templates/(parse-errors|schemas)\\.ts$'],
      },
    },
    {
      name: 'db-imports-no-domain',
      comment: 'db/ (schema, client, scopes) imports no domain and no layer: only the shared files it needs (env, process singletons, the server log, errors, ids).',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: ['^lib/', '^app/'], pathNot: '^lib/shared/(env|process-singleton|server-log|server-log-core|errors|ids)\\.' },
    },
    {
      name: 'server-is-the-outer-server',
      comment:
        'The outer server (server/) is plain Node.js that runs before and beside the Next.js app: it reaches the app only through the runtime bridge (packages/runtime-bridge) and the few plain .mjs modules both sides run, never through TypeScript sources.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^lib/', '^db/', '^app/'], pathNot: ['\\.(mjs|d\\.mts)$'] },
    },
    {
      name: 'app-reaches-server-only-through-the-bridge',
      comment: 'The app side (app/, lib/, db/) imports nothing of server/: what the outer server gives it comes through the runtime bridge slots.',
      severity: 'error',
      from: { path: ['^app/', '^lib/', '^db/', '^proxy\\.ts$', '^instrumentation'] },
      to: { path: '^server/' },
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
      // .mjs files beside their .d.mts declarations (lib/shared/server-log-core.mjs, lib/http/unread-body.mjs, ...)
      extensions: ['.ts', '.tsx', '.mts', '.d.mts', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
    },
    exclude: { path: ['^\\.next/', '^node_modules/'] },
  },
};
