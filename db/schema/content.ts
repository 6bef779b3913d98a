import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

export const templates = pgTable(
  'templates',
  {
    uid: text('uid').primaryKey(),
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    permalink: text('permalink'),
    type: text('type').notNull().default('page'),
    body: text('body').notNull().default(''),
    authorUid: text('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A permalink is unique per site among live templates.
    uniqueIndex('templates_site_permalink_live')
      .on(t.siteUid, t.permalink)
      .where(sql`${t.deletedAt} is null and ${t.permalink} is not null`),
    index('templates_site_title_idx').on(t.siteUid, t.title),
  ],
);
