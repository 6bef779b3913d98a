// zod's config alone (not the whole library): this file is in every page's first load.
import { config } from 'zod/v4/core';

// Runs in the browser before any of the app's modules (Next's client instrumentation). The admin's
// screens build zod schemas (the API's declarations, lib/<domain>/api.ts); building the first one makes
// zod probe `new Function("")` for its compiled parsers, which the admin's nonce policy refuses and
// reports as a violation (e2e admin-csp) even though zod catches it. Without the compiled parsers zod
// never probes; the browser parses a few small forms, so speed does not matter here.
config({ jitless: true });
