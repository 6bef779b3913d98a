'use client';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatePostBody, PostView } from '@/lib/posts/schemas';
import { api } from './api';
import { useResourceMutation, usePage } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Post = PostView & { author?: { uid: string; name: string } | null };
// What the editor sends: the create body as JSON (dates as ISO strings).
export type PostInput = Omit<z.input<typeof CreatePostBody>, 'uid'>;

export interface PostFilters {
  page: number;
  status?: number;
  tag?: string;
  label?: string;
}

// Keys: adminKeys.list(site, 'posts', filters) and adminKeys.item(site, 'posts', uid).
export const usePosts = (filters: PostFilters, enabled = true) => usePage<PostView>('posts', '/posts', { ...filters, page_size: 20 }, enabled);

export function usePost(uid: string) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'posts', uid),
    queryFn: async ({ signal }) => (await api<{ item: Post }>(`/posts/${encodeURIComponent(uid)}`, { site, signal })).item,
  });
}

export const useSavePost = () =>
  useResourceMutation('posts', async (site, { uid, body }: { uid?: string; body: PostInput }) =>
    uid ? (await api<{ item: PostView }>(`/posts/${encodeURIComponent(uid)}`, { site, method: 'PUT', body })).item : (await api<{ item: PostView }>('/posts', { site, method: 'POST', body })).item,
  );

export const useDeletePost = () => useResourceMutation('posts', (site, uid: string) => api(`/posts/${encodeURIComponent(uid)}`, { site, method: 'DELETE' }));

// Where a post lives on the site: the site setting `postPath` (`/blog/:slug` unless set), as the
// server builds it (lib/pages/theme/published.ts).
export function postUrl(origin: string, settings: Record<string, unknown> | undefined, slug: string): string {
  const path = typeof settings?.postPath === 'string' && settings.postPath ? settings.postPath : '/blog/:slug';
  return `${origin}${path.replace(':slug', encodeURIComponent(slug))}`;
}
