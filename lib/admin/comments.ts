'use client';
import type { z } from 'zod';
import type { CommentView } from '@/lib/comments/schemas';
import type { PostView } from '@/lib/posts/schemas';
import { api } from './api';
import { useResourceMutation, usePage } from './crud';

export type Comment = z.infer<typeof CommentView>;

// Keys: adminKeys.list(site, 'comments', {page, postUid}).
export const useComments = (page: number, postUid?: string) => usePage<Comment>('comments', '/comments', { page, page_size: 50, postUid, status: 'all' });

// The posts to filter by, named by title (the newest 100; products are posts too).
export const useCommentedPosts = () => usePage<PostView>('posts', '/posts', { page: 1, page_size: 100 });

export const useSetCommentStatus = () =>
  useResourceMutation('comments', (site, { id, status }: { id: number; status: 'visible' | 'hidden' }) => api(`/comments/${id}`, { site, method: 'PATCH', body: { status } }));

export const useDeleteComment = () => useResourceMutation('comments', (site, id: number) => api(`/comments/${id}`, { site, method: 'DELETE' }));
