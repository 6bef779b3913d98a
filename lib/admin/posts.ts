'use client';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { postItem, postsCollection } from '@/lib/domains/content/posts/api';
import { postPathOf } from '@/lib/domains/content/posts/paths';
import type { CreatePostBody, PostView } from '@/lib/domains/content/posts/schemas';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';
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

// Keys: adminKeys.list(site, 'posts', {query, path}) and adminKeys.item(site, 'posts', uid).
export const usePosts = (filters: PostFilters, enabled = true) => useListOf('posts', postsCollection.list, { query: { ...filters, page_size: 20 } }, enabled);

export function usePost(uid: string) {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'posts', uid),
    queryFn: async ({ signal }): Promise<Post> => (await call(postItem.read, { site, signal, params: { uid } })).item,
  });
}

export const useSavePost = () =>
  useResourceMutation('posts', async (site, { uid, body }: { uid?: string; body: PostInput }) =>
    uid ? (await call(postItem.replace, { site, params: { uid }, body })).item : (await call(postsCollection.create, { site, body })).item,
  );

export const useDeletePost = () => useResourceMutation('posts', (site, uid: string) => call(postItem.remove, { site, params: { uid } }));

// Where a post lives on the site, as the server names it (lib/domains/content/posts/paths.ts): a product at the
// setting `productPath` (`/products/:slug` unless set), any other post at `postPath` (`/blog/:slug`).
export const postUrl = (origin: string, settings: Record<string, unknown> | undefined, post: { type: string; slug: string }): string => `${origin}${postPathOf(settings, post.type, post.slug)}`;
