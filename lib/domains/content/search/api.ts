import { defineOperation } from '@/lib/api/define';
import { listOf, PaginationDoc } from '@/lib/api/envelope';
import { CorrectedQuery, SearchHit, SearchQuery } from './schemas';

// The site search: anyone, rate limited per client IP.
export const searchRoute = {
  search: defineOperation({
    method: 'GET',
    path: '/api/v1/search',
    tag: 'Search',
    access: 'public',
    query: SearchQuery,
    rateLimited: true,
    ok: { status: 200, schema: listOf(SearchHit.meta({ id: 'SearchHit' }), PaginationDoc, { corrected_query: CorrectedQuery }) },
    summary: 'Search the posts and products of the site',
    description:
      'Full-text search in the site\'s language (its `locale` setting picks the stemmer: en, de, fr, es, it, nl, pt, sv and more; any other language matches words as written). Best matches first: a match in the title weighs most, then the excerpt (`data.excerpt`), tag and label, then the body. Ranked among at most 400 candidates (up to 200 title matches and 200 others), so `total_entries` is at most 400: narrow a very common word with more words. `q` reads like a search engine\'s box: `"a phrase"`, `-word` to leave out, `or`; the last word also matches as a prefix while it is being typed. A search that finds nothing is tried once more with each word no published post of the site has replaced by the site\'s most similar word (a one-letter typo: "espreso" finds "espresso"); `corrected_query` then names the search that ran. Published live posts of this site only, unless a writer (role 2) or above asks `status=any`. `snippet` is HTML made safe: the post\'s text escaped, the matched words in `<mark>`. Rate limited per client IP (RATE_LIMIT_SEARCH a minute, default 120).',
    errors: { 403: '`status=any` below role 2 (writer)' },
  }),
};

export const searchApi = [searchRoute];
