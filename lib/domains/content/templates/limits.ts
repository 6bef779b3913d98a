// Numbers the templates API states (lib/domains/content/templates/api.ts) and enforces; browser-safe.

// Versions kept per template. The database prunes (migration 0008, record_template_version) with
// the same number; test/integration/template-history.test.ts holds the two together.
export const TEMPLATE_HISTORY_SIZE = 20;

// How long a preview token lasts.
export const PREVIEW_TOKEN_SECONDS = 10 * 60;
