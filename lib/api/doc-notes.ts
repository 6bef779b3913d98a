// Sentences several declarations' descriptions share. Browser-safe: text only.

// The bound on what a member below writer creates (lib/domains/accounts/auth/draft-limit.ts), said on each create.
export const DRAFT_CREATION_LIMIT =
  'A member below writer (role 2) creates drafts only, and at most RATE_LIMIT_DRAFTS (60) a minute on a site: posts, templates and file records together (429 with Retry-After past it).';
