'use client';
import { searchRoute } from '@/lib/domains/content/search/api';
import { useListOf } from './crud';

export interface SearchParams {
  q: string;
  page: number;
  // Comma-separated post types (product); all types when absent.
  type?: string;
  // Drafts too unless only published posts are asked for.
  publishedOnly?: boolean;
}

// The posts and products lists' search boxes: GET /api/v1/search, drafts too (staff), best first.
// Kept under the `posts` resource, so any post write refreshes the results as it does the lists.
export const useSearch = ({ q, page, type, publishedOnly }: SearchParams) =>
  useListOf('posts', searchRoute.search, { query: { q, page, page_size: 20, type, status: publishedOnly ? 'published' : 'any' } });

// The search that ran instead of one that found nothing (a typo corrected), or null.
export const correctedQueryOf = (page: { corrected_query: string | null } | undefined): string | null => page?.corrected_query ?? null;

// A snippet's text and marked words, as React nodes would show them: the server's escaped HTML holds
// only text and <mark> elements, split here so nothing is ever set as HTML.
export function snippetParts(html: string): { text: string; marked: boolean }[] {
  const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
  return html
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('<mark>') ? { text: decode(part.slice(6, -7)), marked: true } : { text: decode(part), marked: false }));
}
