'use client';
import type { z } from 'zod';
import type { CommentView } from '@/lib/comments/schemas';
import { api } from './api';
import { useResourceMutation, usePage } from './crud';

// `status` (visible | hidden) is the moderation state where the server has it (helper B's addition);
// without it the screen offers deletion only.
export type Comment = z.infer<typeof CommentView> & { status?: string };

// Keys: adminKeys.list(site, 'comments', {page, postUid}).
export const useComments = (page: number, postUid?: string) => usePage<Comment>('comments', '/comments', { page, page_size: 50, postUid });

export const useSetCommentStatus = () =>
  useResourceMutation('comments', (site, { id, status }: { id: number; status: 'visible' | 'hidden' }) => api(`/comments/${id}`, { site, method: 'PATCH', body: { status } }));

export const useDeleteComment = () => useResourceMutation('comments', (site, id: number) => api(`/comments/${id}`, { site, method: 'DELETE' }));
