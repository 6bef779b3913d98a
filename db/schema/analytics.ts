import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sites } from './sites';

const siteRef = () =>
  text('site_uid')
    .notNull()
    .references(() => sites.uid, { onDelete: 'cascade' });

// Page views per site, UTC day and path (lib/domains/platform/analytics): counters only, added to by batched upserts.
// No visitor data at all: no IP, cookie, user or query string. `post_uid` is the post the page showed
// when its render resolved exactly one ('' otherwise; part of the key, so it cannot be null).
export const pageViews = pgTable(
  'analytics_page_views',
  {
    siteUid: siteRef(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    postUid: text('post_uid').notNull().default(''),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.day, t.path, t.postUid] })],
);

// Views per site, day and referring host (host only: never the referring URL's path or query).
export const referrerViews = pgTable(
  'analytics_referrers',
  {
    siteUid: siteRef(),
    day: date('day', { mode: 'string' }).notNull(),
    host: text('host').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.day, t.host] })],
);
