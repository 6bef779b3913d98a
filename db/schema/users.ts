import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { UNIQUE } from '../unique';
import { sites } from './sites';

export const users = pgTable('users', {
  uid: text('uid').primaryKey(),
  email: text('email').notNull().unique(UNIQUE.userEmail),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash'),
  // Role 7+ applies on every site; 0 for everybody else.
  platformRole: integer('platform_role').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  // Set when the address is proven (a mailed link or code, or a provider that vouches for it).
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // Carried in every token as `ver`; bumping it (sign-out everywhere, password change, role removal)
  // ends every older token at once.
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    role: integer('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.userUid] }), index('memberships_user_idx').on(t.userUid)],
);

// Single tokens ended by sign-out before they expire (by `jti`); rows past `expiresAt` can go.
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
