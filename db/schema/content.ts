import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { UNIQUE } from '../unique';
import { sites } from './sites';
import { users } from './users';

const siteRef = () =>
  text('site_uid')
    .notNull()
    .references(() => sites.uid, { onDelete: 'cascade' });
const authorRef = (name: string) => text(name).references(() => users.uid, { onDelete: 'set null' });
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const templates = pgTable(
  'templates',
  {
    uid: text('uid').primaryKey(),
    siteUid: siteRef(),
    title: text('title').notNull(),
    permalink: text('permalink'),
    type: text('type').notNull().default('page'),
    body: text('body').notNull().default(''),
    // A role-3+ member's unpublished edit of a published template ("Save as draft"): kept beside the
    // live body, which keeps serving, until a publish stores it as the body (docs/behaviours.md#B-template-drafts). Null: none.
    draftBody: text('draft_body'),
    // docs/behaviours.md#B-template-drafts: a template saved by a caller below role 3 is a draft, never rendered or resolved,
    // until a role-3+ member saves it.
    published: boolean('published').notNull().default(true),
    authorUid: authorRef('author_uid'),
    // 1 on create, +1 on every stored change: a save names the version it edited (baseVersion) and a
    // stale one answers 409 instead of overwriting someone else's save.
    version: integer('version').notNull().default(1),
    // Who stored the current version (the author stays the owner); the history row records it.
    editedByUid: authorRef('edited_by_uid'),
    ...stamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A permalink is unique per site among live published templates (a draft claims no path).
    uniqueIndex(UNIQUE.templatePermalink)
      .on(t.siteUid, t.permalink)
      .where(sql`${t.deletedAt} is null and ${t.permalink} is not null and ${t.published}`),
    index('templates_site_title_idx').on(t.siteUid, t.title),
  ],
);

// The last versions of each template (a database trigger writes one per stored change, in the same
// transaction, and prunes beyond TEMPLATE_HISTORY_SIZE). No generation trigger: history is not served.
export const templateVersions = pgTable(
  'template_versions',
  {
    siteUid: siteRef(),
    templateUid: text('template_uid')
      .notNull()
      .references(() => templates.uid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    permalink: text('permalink'),
    type: text('type').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull(),
    authorUid: authorRef('author_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.templateUid, t.version] })],
);

export const posts = pgTable(
  'posts',
  {
    uid: text('uid').primaryKey(),
    siteUid: siteRef(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull().default(''),
    type: text('type').notNull().default('post'),
    // 0 draft, 1 published; other values are the site's own workflow states.
    status: integer('status').notNull().default(0),
    tag: text('tag'),
    label: text('label'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    media: jsonb('media').$type<unknown[]>().notNull().default([]),
    authorUid: authorRef('author_uid'),
    ...stamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => {
    const live = sql`${t.deletedAt} is null`;
    // The list order (lib/domains/content/posts/list.ts: date, created_at, uid, newest first) after each filter, so a
    // page, a cursor's next page and a date range are read in order from the index, never sorted.
    const listedBy = (name: string, ...filters: PgColumn[]) =>
      index(name)
        .on(t.siteUid, ...filters, t.date, t.createdAt, t.uid)
        .where(live);
    return [
      // Not partial: it finds every post of a site, deleted too, for the site's cascading delete.
      index('posts_site_date_idx').on(t.siteUid, t.date),
      // A slug names one live post of a site, whatever its type (pages and posts share `/:slug`
      // permalinks); a deleted post frees its slug. A clash gets a suffix (lib/domains/content/posts/operations.ts).
      // It also serves the `slug` filter (at most one row).
      uniqueIndex(UNIQUE.postSlug).on(t.siteUid, t.slug).where(live),
      listedBy('posts_live_list_idx'),
      listedBy('posts_live_type_idx', t.type),
      listedBy('posts_live_status_idx', t.status),
      // `{% collection pages %}` and `products`, and the API's type=…&status=1.
      listedBy('posts_live_type_status_idx', t.type, t.status),
      listedBy('posts_live_tag_idx', t.tag),
      listedBy('posts_live_label_idx', t.label),
    ];
  },
);

// posts.search_doc (db/migrations/0028_site-search.sql): the post's weighted full-text document, which
// the database keeps (a trigger). Not a column of `posts` above on purpose: every `select()` of posts
// would carry it; the search (lib/domains/content/search) names it through this.
export const postSearchDoc = sql`"posts"."search_doc"`;

// How many live posts a site has of each type, status and month of `date` (UTC), kept exact by
// statement triggers on posts (db/migrations/0025_list-indexes.sql), so the list's total_entries
// is a sum of a few rows instead of a count of up to every post of the site (lib/domains/content/posts/list.ts).
export const postCounts = pgTable(
  'post_counts',
  {
    siteUid: siteRef(),
    type: text('type').notNull(),
    status: integer('status').notNull(),
    // The first day of the month.
    month: date('month').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.type, t.status, t.month] })],
);

// The words of each site's live published posts (title, excerpt, tag, label; lower-cased, unstemmed)
// and in how many posts each is, kept exact by statement triggers on posts
// (db/migrations/0031_search-words.sql), with a trigram index: the search's typo correction
// (lib/domains/content/search/correct.ts) picks its replacement words from these.
export const searchWords = pgTable(
  'search_words',
  {
    siteUid: siteRef(),
    word: text('word').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.word] })],
);

export const bits = pgTable(
  'bits',
  {
    uid: text('uid').primaryKey(),
    siteUid: siteRef(),
    name: text('name').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    authorUid: authorRef('author_uid'),
    ...stamps,
  },
  (t) => [uniqueIndex(UNIQUE.bitName).on(t.siteUid, t.name)],
);

export const files = pgTable(
  'files',
  {
    uid: text('uid').primaryKey(),
    siteUid: siteRef(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    alt: text('alt'),
    // Stock and library variants (sizes, formats) of the same file.
    variants: jsonb('variants').$type<unknown[]>().notNull().default([]),
    // docs/behaviours.md#B-file-drafts: a file record created below role 2 is a draft (public reads, the `files` collection
    // and the theme leave it out) until a role-2+ member publishes it.
    published: boolean('published').notNull().default(true),
    ownerUid: authorRef('owner_uid'),
    // The site's stored key (`<site uid>/…`) that `url` names, '' when it names none; null for records
    // written before it was kept (lib/domains/content/files/stored-bytes.ts reads their url instead).
    storageKey: text('storage_key'),
    // Of the stored bytes, set when they are uploaded (lib/domains/content/storage/measured.ts) or the record is made:
    // their content version (image variant URLs carry it) and, for a raster image, its size as shown
    // and a ThumbHash placeholder.
    contentVersion: text('content_version'),
    width: integer('width'),
    height: integer('height'),
    placeholder: text('placeholder'),
    ...stamps,
  },
  (t) => [index('files_site_idx').on(t.siteUid, t.createdAt), index('files_storage_key_idx').on(t.siteUid, t.storageKey)],
);

export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteUid: siteRef(),
    postUid: text('post_uid')
      .notNull()
      .references(() => posts.uid, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    // 1-5 makes the comment a review.
    rating: integer('rating'),
    authorUid: authorRef('author_uid'),
    // Moderation (role 3+): a hidden comment is left out of public reads and collections.
    status: text('status').notNull().default('visible'),
    ...stamps,
  },
  (t) => [index('comments_site_post_idx').on(t.siteUid, t.postUid)],
);

export const redirects = pgTable(
  'redirects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteUid: siteRef(),
    from: text('from_path').notNull(),
    to: text('to').notNull(),
    status: integer('status').notNull().default(301),
    ...stamps,
  },
  (t) => [uniqueIndex(UNIQUE.redirectFrom).on(t.siteUid, t.from)],
);
