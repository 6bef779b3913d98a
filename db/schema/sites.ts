import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sites = pgTable('sites', {
  uid: text('uid').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  name: text('name').notNull(),
  ownerUid: text('owner_uid'),
  // Public settings (theme, locale, currency, ...). Anything secret lives in `secrets`, never read back.
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  secrets: jsonb('secrets').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Custom domains; the primary key makes a domain belong to at most one site.
export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteUid: text('site_uid')
    .notNull()
    .references(() => sites.uid, { onDelete: 'cascade' }),
});
