// ESLint flat config. Every rule is an error or off: `npm run lint` fails on any finding, and a
// warning level would only let findings pile up unread (see toErrors below).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import drizzle from 'eslint-plugin-drizzle';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';

// A disable comment must say why (`// eslint-disable-next-line rule -- reason`): the project's rule, which
// ESLint itself does not check.
const disableNeedsReason = {
  meta: { type: 'suggestion', schema: [], messages: { reason: 'Say why after ` -- `: a disable comment without a reason is not accepted.' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (/^eslint-disable(-next-line|-line)?\b/.test(text) && !/\s--\s+\S/.test(text)) context.report({ loc: comment.loc, messageId: 'reason' });
        }
      },
    };
  },
};

const config = defineConfig([
  globalIgnores([
    '.next*/**',
    '.workers/**',
    '.bench/**',
    'public/admin/monaco/**',
    'data/**',
    'db/migrations/meta/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
    'test/client/api-types.ts',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { plugins: { project: { rules: { 'disable-needs-reason': disableNeedsReason } } }, rules: { 'project/disable-needs-reason': 'error' } },
  ...nextVitals,
  ...nextTs,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  ...pluginQuery.configs['flat/recommended'],
  // Type-aware rules on TypeScript. Not the whole recommendedTypeChecked set yet: its no-unsafe-* rules
  // find about 900 reads of untyped JSON in the tests, which are for a later change. These are the ones
  // that catch real bugs here (promises dropped or passed where nothing awaits them, a switch missing a
  // case) plus the cheap ones that were already clean or mechanical to fix.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-redundant-type-constituents': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/restrict-plus-operands': 'error',
      '@typescript-eslint/unbound-method': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-duplicate-type-constituents': 'error',
    },
  },
  {
    rules: {
      // A leading underscore marks a parameter or binding kept for its position (a callback's signature,
      // a destructured rest): the usual convention, so such names are not findings.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // No query may forget its site: an update or delete without a where on the database handle or a
  // transaction is an error.
  {
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  // The admin is the one interactive UI: its accessibility is checked in full (Next's config registers
  // the jsx-a11y plugin with a few rules; these are the plugin's recommended set).
  {
    files: ['app/(admin)/**/*.{ts,tsx}', 'lib/admin/**/*.{ts,tsx}'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  // CommonJS configuration files (dependency-cruiser reads only CommonJS) load what they need with require.
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.test.{ts,tsx}'],
    ...vitest.configs.recommended,
    // Types tell valid-title that a name held in a variable is a string.
    settings: { vitest: { typecheck: true } },
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument; the tests use it to show the response.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Setup hooks assert what the tests rely on, and itOn (test/helpers) is a test for one database.
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['itOn', 'beforeAll', 'beforeEach', 'afterAll', 'afterEach'] }],
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', 'oneWins'] }],
      // The permission matrices run one body per role and branch on what that role must get: the
      // branches are the specification, not a skipped assertion.
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['e2e/**/*.{ts,tsx,mjs}'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // A fill made before React hydrated is wiped: the helpers wait for the network to settle, the one
      // sign that the page's scripts have loaded (e2e/admin-kit.ts fillSettled).
      'playwright/no-networkidle': 'off',
      // Each deployment of the cookie-tossing test (https or not) expects a different outcome.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
]);

// Every config above that says 'warn' says 'error' here: one severity, so nothing is merely noted.
function toErrors(entries) {
  return entries.map((entry) => {
    if (!entry.rules) return entry;
    const rules = {};
    for (const [name, setting] of Object.entries(entry.rules)) {
      const level = Array.isArray(setting) ? setting[0] : setting;
      const isWarn = level === 'warn' || level === 1;
      rules[name] = isWarn ? (Array.isArray(setting) ? ['error', ...setting.slice(1)] : 'error') : setting;
    }
    return { ...entry, rules };
  });
}

export default toErrors(config);
