import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

export const CreateCommentBody = z.strictObject({
  postUid: z.string().min(1).max(64),
  body: z.string().trim().min(1, 'required').max(10_000),
  rating: z.number().int().min(1).max(5).optional(),
});
const COMMENT_STATUSES = ['visible', 'hidden'] as const;
const CommentStatus = z.enum(COMMENT_STATUSES);
export const CommentQuery = PageQuery.extend({
  postUid: z.string().max(64).optional().catch(undefined),
  status: z
    .enum([...COMMENT_STATUSES, 'all'])
    .optional()
    .catch(undefined)
    .describe('role 3+ only (the moderation queue): `hidden`, or `all`; everyone else always gets visible comments'),
});
export const UpdateCommentBody = z.strictObject({ status: CommentStatus });
export const CommentView = z.object({
  id: z.number().int(),
  postUid: z.string(),
  postTitle: z.string().nullable().optional().describe("the post's title, in lists (null when the caller may not see it: a draft, to anyone below role 3)"),
  body: z.string(),
  rating: z.number().int().nullable(),
  review: z.boolean(),
  author: z.object({ uid: z.string(), name: z.string() }).nullable(),
  status: CommentStatus.describe('`hidden` by a role 3+ moderator: left out of public reads and collections'),
  createdAt: z.string(),
});
