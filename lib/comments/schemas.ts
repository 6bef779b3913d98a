import { z } from 'zod';
import { PageQuery } from '@/lib/pagination';

export const CreateCommentBody = z.strictObject({
  postUid: z.string().min(1).max(64),
  body: z.string().trim().min(1, 'required').max(10_000),
  rating: z.number().int().min(1).max(5).optional(),
});
export const CommentQuery = PageQuery.extend({ postUid: z.string().max(64).optional().catch(undefined) });
export const CommentView = z.object({
  id: z.number().int(),
  postUid: z.string(),
  body: z.string(),
  rating: z.number().int().nullable(),
  review: z.boolean(),
  author: z.object({ uid: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
