import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

// Messages sent to a site's members by mail (role 5+); each mail went through the outbox.
export const notifications = pgTable(
  'notifications',
  {
    uid: text('uid').primaryKey(),
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    minRole: integer('min_role').notNull(),
    recipients: integer('recipients').notNull(),
    sentBy: text('sent_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_site_created_idx').on(t.siteUid, t.createdAt)],
);
