import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { DRAFT_CREATION_LIMIT } from '@/lib/api/doc-notes';
import { itemOf, KeysetPaginationDoc, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { Variant } from '@/lib/domains/shop/catalogue/api';
import { CreatePostBody, PostQuery, PostView, UpdatePostBody } from './schemas';

// The posts API: anyone reads, a member writes (drafts only below writer), the author or a marketer
// changes one.
const Post = PostView.meta({ id: 'Post' });
const PostDetail = PostView.extend({
  author: z.object({ uid: z.string(), name: z.string() }).nullable(),
  variants: z.array(Variant).describe("a product's variants by position (empty for other types)"),
}).meta({ id: 'PostDetail' });

// Who may publish and change what, stated on every write.
const POST_PUBLISHING =
  "Publishing needs role 2 (writer): a post created or changed by a caller below role 2 is stored as a draft (status 0) whatever `status` it asks for. Rights follow the current role: role 3+ changes any post; its author changes it while a member of the site (role 1+), and below role 2 only while it is not published: a change, unpublish or delete of a published post by its author below role 2 (demoted since, say) answers 403 and changes nothing, and an author removed from the site changes none of their posts. Every write purges the site's cached pages.";

const POST_SLUGS =
  '`slug` defaults to the title made into lower-case words joined by -. A slug names one live post of the site (any type): when another live post has it, the write is not refused but stores the slug with a random suffix (`my-post-x3k9qa`), so read the answered `slug`.';

const tag = 'Posts';
const path = '/api/v1/posts';
const item = `${path}/{uid}`;

export const postsCollection = {
  list: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'public',
    query: PostQuery,
    ok: { status: 200, schema: listOf(Post, KeysetPaginationDoc) },
    summary: 'List posts',
    description:
      'Every live post of any status unless `status` is given; newest first by `date` (then by creation, then by uid). `date` is a prefix of the ISO date (2026, 2026-11, 2026-11-22), in UTC. Pages by `page`, or by `cursor`: the `next_cursor` of an answer, sent back with the same filters, gives the next page at the same speed at any depth, and a walk by cursor sees every post that existed when it started exactly once while posts are added or deleted meanwhile. A cursor that is not one, or was made for other filters, answers 422.',
    errors: { 422: 'the request was understood but rejected: a `cursor` that is not the next_cursor of an answer of this list, or was made for other filters' },
  }),
  // With the uid of an existing post it updates that post: 200 instead of 201.
  create: defineOperation({
    method: 'POST',
    path,
    tag,
    access: 'session',
    body: CreatePostBody,
    rateLimited: true,
    upsert: true,
    ok: { status: 201, schema: itemOf(Post), description: 'created' },
    summary: 'Create a post, or upsert by uid',
    description:
      '`type` defaults to post and `status` to 0 (draft; 1 is published). With the uid of an existing post it updates that post, under the rules of an update. ' +
      POST_SLUGS +
      ' ' +
      POST_PUBLISHING +
      ' ' +
      DRAFT_CREATION_LIMIT,
  }),
};

const update = {
  path: item,
  tag,
  access: 'session',
  ownerOr: 'marketer',
  params: uidParam,
  body: UpdatePostBody,
  ok: { status: 200, schema: itemOf(Post) },
  summary: 'Update a post (absent fields keep their values)',
  description: POST_SLUGS + ' ' + POST_PUBLISHING,
} as const;

export const postItem = {
  read: defineOperation({
    method: 'GET',
    path: item,
    tag,
    access: 'public',
    params: uidParam,
    ok: { status: 200, schema: itemOf(PostDetail) },
    summary: 'Read one post with author, media and variants',
  }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  remove: defineOperation({
    method: 'DELETE',
    path: item,
    tag,
    access: 'session',
    ownerOr: 'marketer',
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Soft-delete a post',
    description: POST_PUBLISHING,
  }),
};

export const postsApi = [postsCollection, postItem];
