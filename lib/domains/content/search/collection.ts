import type { CollectionSource } from '@/lib/shared/content/collection-source';
import { searchPosts } from './operations';
import { SearchQuery } from './schemas';

// `{% collection search as results %}`: published posts matching `q` (by default the `q` of the page's
// query string, lib/pages/render.ts), best first, each with `url`, `snippet` (escaped HTML with
// <mark>), `rank`, `total` (all matches) and `corrected_query` (the search that ran instead of a `q`
// that found nothing, or nil: lib/domains/content/search/correct.ts). No `q`, or a junk one: no rows. `type` narrows it
// (comma-separated), `limit` and `offset` page it.
export const searchSource: CollectionSource = async (siteUid, o, site) => {
  const parsed = SearchQuery.safeParse({ q: o.q, type: o.type, page_size: o.limit });
  if (!parsed.success) return [];
  // The page of `offset` rows of `limit` each: the source's offset counts rows, the search's pages.
  const q = { ...parsed.data, page: Math.floor(o.offset / o.limit) + 1 };
  const { items, pagination, corrected_query } = await searchPosts({ uid: siteUid, settings: site.settings }, q, false);
  return items.map((hit) => ({ ...hit, total: pagination.total_entries, corrected_query }));
};
