// The platform's own template validator, bundled on its own (scripts/build-workers.mjs) for the CLI's
// `check` and `lsp`: the same diagnostics, codes and did-you-means as a save, with no server.
export { validateTemplate } from '@/lib/liquid/validate';
