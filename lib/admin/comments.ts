'use client';
import type { z } from 'zod';
import { commentItem, commentsCollection } from '@/lib/domains/content/comments/api';
import type { CommentView } from '@/lib/domains/content/comments/schemas';
import { postsCollection } from '@/lib/domains/content/posts/api';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';

export type Comment = z.infer<typeof CommentView>;

// Keys: adminKeys.list(site, 'comments', {query, path}).
export const useComments = (page: number, postUid?: string) => useListOf('comments', commentsCollection.list, { query: { page, page_size: 50, postUid, status: 'all' } });

// The posts to filter by, named by title (the newest 100; products are posts too).
export const useCommentedPosts = () => useListOf('posts', postsCollection.list, { query: { page: 1, page_size: 100 } });

export const useSetCommentStatus = () =>
  useResourceMutation('comments', (site, { id, status }: { id: number; status: 'visible' | 'hidden' }) => call(commentItem.moderate, { site, params: { id: String(id) }, body: { status } }));

export const useDeleteComment = () => useResourceMutation('comments', (site, id: number) => call(commentItem.remove, { site, params: { id: String(id) } }));
