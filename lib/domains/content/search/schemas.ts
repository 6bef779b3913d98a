import { z } from 'zod';
import { PageQuery, Pagination } from '@/lib/shared/pagination';

// The longest search accepted: a few words, not a document.
const SEARCH_MAX_LENGTH = 200;

const PostTypes = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,39}(,[a-z][a-z0-9_-]{0,39}){0,9}$/)
  .transform((s) => [...new Set(s.split(','))]);

// GET /api/v1/search, the admin's search boxes and the OpenAPI entry read this one schema.
export const SearchQuery = PageQuery.extend({
  // Not trimmed: a space after the last word says it is finished (no prefix match, lib/domains/content/search/tsquery.ts).
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, `q: at most ${SEARCH_MAX_LENGTH} characters`)
    .refine((s) => s.trim() !== '', 'q: type the words to search for')
    .describe('the words: `"a phrase"` in quotes, `-word` leaves out posts with it, `or` between alternatives; the last word also matches as a prefix (search as you type)'),
  // A junk type is ignored, as the post list's filters are.
  type: PostTypes.optional().catch(undefined).describe('only posts of these types, comma-separated (post, page, product, ...)'),
  status: z.enum(['published', 'any']).default('published').describe('`any`: drafts and other states too, for writers (role 2) and above (403 below); `published` (default): published posts only'),
});
export type SearchQuery = z.output<typeof SearchQuery>;

export const SearchHit = z.object({
  uid: z.string(),
  title: z.string(),
  slug: z.string(),
  type: z.string(),
  status: z.number().int(),
  date: z.string(),
  url: z.string().describe("the post's path on the site"),
  snippet: z.string().describe('HTML: the matching passages, escaped, with the matched words in <mark>…</mark>'),
  rank: z.number().describe('higher is better: a title match weighs most, then the excerpt, tag and label, then the body'),
});
export type SearchHit = z.output<typeof SearchHit>;

export const CorrectedQuery = z
  .string()
  .nullable()
  .describe(
    'the search whose matches these are when `q` found nothing and a word of it was taken for a typo (each word no published post of the site has, replaced by its most similar word there, e.g. "espreso" by "espresso"); null when the matches are for `q` as typed',
  );

export const SearchAnswer = z.object({ items: z.array(SearchHit), pagination: Pagination, corrected_query: CorrectedQuery });
export type SearchAnswer = z.output<typeof SearchAnswer>;
