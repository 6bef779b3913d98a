import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { UNIQUE } from '../unique';

export const sites = pgTable('sites', {
  uid: text('uid').primaryKey(),
  subdomain: text('subdomain').notNull().unique(UNIQUE.siteSubdomain),
  name: text('name').notNull(),
  ownerUid: text('owner_uid'),
  // Public settings (theme, locale, currency, ...). Anything secret lives in `secrets`, never read back.
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  secrets: jsonb('secrets').$type<Record<string, unknown>>().notNull().default({}),
  // Bumped by every write that changes what the site serves: every cache entry of the site is keyed
  // by it, so one bump retires them all on every instance (lib/pages/generation.ts).
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  // Bumped instead of `generation` by a change to the site's visible comments: only pages whose render
  // read comments are keyed by it, so a visitor's comment does not empty every cache of the site.
  commentsGeneration: bigint('comments_generation', { mode: 'number' }).notNull().default(0),
  // Bumped by every write to the site's posts, drafts included (migration 0027), and by nothing else:
  // the post lists of the API (which list drafts too) are kept for it, while pages, which never show a
  // draft, keep theirs through a customer's draft.
  postsGeneration: bigint('posts_generation', { mode: 'number' }).notNull().default(0),
  // Set when a platform admin vouches for the site's mail (docs/behaviours.md#B-mail-trust): until then, or until a custom
  // domain of the site is proven, its own words are mailed only to addresses that proved themselves.
  mailTrustedAt: timestamp('mail_trusted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Custom domains. A claim stays `pending` until its DNS TXT record or HTTP token proves ownership;
// only an `active` domain selects its site, and a domain is active for at most one site.
export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text('domain').notNull(),
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    token: text('token').notNull().default(''),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.domain, t.siteUid] }),
    uniqueIndex(UNIQUE.activeDomain)
      .on(t.domain)
      .where(sql`${t.status} = 'active'`),
    index('site_domains_site_idx').on(t.siteUid),
  ],
);
