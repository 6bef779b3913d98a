import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { CommentQuery, CommentView, CreateCommentBody } from '@/lib/comments/schemas';
import { document, idParam, itemOf, listOf, textOnly } from './common';

const Comment = CommentView.meta({ id: 'Comment' });

export function registerComments(r: OpenAPIRegistry): void {
  const tag = 'Comments';
  const own = { ownerOr: ROLE.marketer };
  document(r, { method: 'get', path: '/api/v1/comments', tag, access: 'public', query: CommentQuery, ok: { status: 200, schema: listOf(Comment) }, summary: 'List comments and reviews, newest first; `postUid` narrows to one post' });
  document(r, {
    method: 'post', path: '/api/v1/comments', tag, access: 'session', body: CreateCommentBody, ok: { status: 201, schema: itemOf(Comment) },
    summary: 'Post a comment', description: 'A `rating` of 1 to 5 makes it a review. The post must be a live post of this site.',
  });
  document(r, {
    method: 'delete', path: '/api/v1/comments', tag, access: own, query: z.object({ id: z.string().regex(/^\d+$/) }), ok: { status: 200, schema: textOnly },
    summary: 'Delete a comment (id in the query)', description: 'The author deletes their own; role 3+ may delete any.',
  });
  document(r, { method: 'get', path: '/api/v1/comments/{id}', tag, access: 'public', params: idParam, ok: { status: 200, schema: itemOf(Comment) }, summary: 'Read one comment' });
  document(r, { method: 'delete', path: '/api/v1/comments/{id}', tag, access: own, params: idParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a comment', description: 'The author deletes their own; role 3+ may delete any.' });
}
