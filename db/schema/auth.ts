import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

export type AuthSecretPurpose = 'login_code' | 'password_reset' | 'email_verify' | 'email_change';

// One-time secrets sent by mail: sign-in codes, reset and verification links. Only a hash is kept;
// a row is spent (`used_at`) on success, and a code locks after its tries run out.
export const authSecrets = pgTable(
  'auth_secrets',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<AuthSecretPurpose>().notNull(),
    // Lower-cased address the secret was mailed to (for email_change: the new address).
    email: text('email').notNull(),
    // The account it acts on; null for a sign-in code to an address with no account yet.
    userUid: text('user_uid').references(() => users.uid, { onDelete: 'cascade' }),
    // Where it was asked: the site whose mail template was used and where a sign-up lands (null: platform).
    siteUid: text('site_uid').references(() => sites.uid, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_secrets_lookup_idx')
      .on(t.purpose, t.email)
      .where(sql`${t.usedAt} is null`),
    index('auth_secrets_expires_idx').on(t.expiresAt),
  ],
);

// An account's sign-in at a social provider: (provider, the provider's own user id) -> user.
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('user_identities_user_idx').on(t.userUid)],
);
