import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { CommentQuery, CommentView, CreateCommentBody, UpdateCommentBody } from '@/lib/comments/schemas';
import { document, idParam, itemOf, listOf, textOnly } from './common';

const Comment = CommentView.meta({ id: 'Comment' });

export function registerComments(r: OpenAPIRegistry): void {
  const tag = 'Comments';
  const own = { ownerOr: ROLE.marketer };
  document(r, {
    method: 'get',
    path: '/api/v1/comments',
    tag,
    access: 'public',
    query: CommentQuery,
    ok: { status: 200, schema: listOf(Comment) },
    summary: 'List comments and reviews, newest first; `postUid` narrows to one post',
    description: 'Hidden comments are left out, except for role 3+ asking `status=hidden` or `status=all` (the moderation queue).',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/comments',
    tag,
    access: 'session',
    body: CreateCommentBody,
    ok: { status: 201, schema: itemOf(Comment) },
    summary: 'Post a comment',
    description: 'A `rating` of 1 to 5 makes it a review. The post must be a live post of this site.',
  });
  document(r, {
    method: 'delete',
    path: '/api/v1/comments',
    tag,
    access: own,
    query: z.object({ id: z.string().regex(/^\d+$/) }),
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a comment (id in the query)',
    description: 'The author deletes their own; role 3+ may delete any.',
  });
  document(r, {
    method: 'get',
    path: '/api/v1/comments/{id}',
    tag,
    access: 'public',
    params: idParam,
    ok: { status: 200, schema: itemOf(Comment) },
    summary: 'Read one comment',
    description: 'A hidden comment answers 404 below role 3.',
  });
  document(r, {
    method: 'patch',
    path: '/api/v1/comments/{id}',
    tag,
    access: { role: ROLE.marketer },
    params: idParam,
    body: UpdateCommentBody,
    ok: { status: 200, schema: itemOf(Comment) },
    summary: 'Moderate a comment: hide it or show it again',
    description: 'A hidden comment is left out of public reads and `{% collection comments %}`; its author may still delete it.',
  });
  document(r, {
    method: 'delete',
    path: '/api/v1/comments/{id}',
    tag,
    access: own,
    params: idParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a comment',
    description: 'The author deletes their own; role 3+ may delete any.',
  });
}
