import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { idParam, itemOf, listOf, textOnly } from '@/lib/api/envelope';
import { CommentQuery, CommentView, CreateCommentBody, UpdateCommentBody } from './schemas';

// The comments API: anyone reads, a signed-in user posts, the author or a marketer deletes, a marketer
// moderates.
const Comment = CommentView.meta({ id: 'Comment' });
const tag = 'Comments';
const path = '/api/v1/comments';
const item = `${path}/{id}`;
const ownDelete = { ownerOr: 'marketer', description: 'The author deletes their own; role 3+ may delete any.' } as const;

export const commentsCollection = {
  list: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'public',
    query: CommentQuery,
    ok: { status: 200, schema: listOf(Comment) },
    summary: 'List comments and reviews, newest first; `postUid` narrows to one post',
    description: 'Hidden comments are left out, except for role 3+ asking `status=hidden` or `status=all` (the moderation queue).',
  }),
  create: defineOperation({
    method: 'POST',
    path,
    tag,
    access: 'session',
    body: CreateCommentBody,
    ok: { status: 201, schema: itemOf(Comment) },
    summary: 'Post a comment',
    description: 'A `rating` of 1 to 5 makes it a review. The post must be a live post of this site.',
  }),
  // The spec's form, beside DELETE /comments/{id}. An id that is no integer is not found (404).
  remove: defineOperation({
    method: 'DELETE',
    path,
    tag,
    access: 'session',
    ...ownDelete,
    query: z.object({ id: z.string() }),
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a comment (id in the query)',
  }),
};

export const commentItem = {
  read: defineOperation({
    method: 'GET',
    path: item,
    tag,
    access: 'public',
    params: idParam,
    ok: { status: 200, schema: itemOf(Comment) },
    summary: 'Read one comment',
    description: 'A hidden comment answers 404 below role 3.',
  }),
  moderate: defineOperation({
    method: 'PATCH',
    path: item,
    tag,
    access: 'marketer',
    params: idParam,
    body: UpdateCommentBody,
    ok: { status: 200, schema: itemOf(Comment) },
    summary: 'Moderate a comment: hide it or show it again',
    description: 'A hidden comment is left out of public reads and `{% collection comments %}`; its author may still delete it.',
  }),
  remove: defineOperation({ method: 'DELETE', path: item, tag, access: 'session', ...ownDelete, params: idParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a comment' }),
};

export const commentsApi = [commentsCollection, commentItem];
