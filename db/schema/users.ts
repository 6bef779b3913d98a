import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // When the account itself took the membership (sign-up, creating the site, accepting an
    // invitation): docs/behaviours.md#B-role-consent, a role is never put on an account without its consent. Null only on
    // memberships older than that rule, whose consent is unknown.
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).defaultNow(),
    // The member's own choice: false opts out of the staff mails on new orders and leads
    // (lib/domains/messaging/notifications/staff-mail.ts). Set only by the member (PUT /api/v1/users/me/staff-mail).
    staffMail: boolean('staff_mail').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.userUid] }), index('memberships_user_idx').on(t.userUid)],
);

// An offer of a role on a site, mailed to an address (docs/behaviours.md#B-role-consent): it becomes a membership only when
// an account with that address accepts it while signed in. Only an HMAC of the link's secret is kept.
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    // Lower-cased address the invitation was mailed to; only the account with this address accepts it.
    email: text('email').notNull(),
    role: integer('role').notNull(),
    invitedByUid: text('invited_by_uid').references(() => users.uid, { onDelete: 'set null' }),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUid: text('accepted_by_uid').references(() => users.uid, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invitation per address and site: a new one replaces the old (revoked in the same write).
    uniqueIndex(UNIQUE.openInvitation)
      .on(t.siteUid, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('invitations_site_idx').on(t.siteUid, t.createdAt),
  ],
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
