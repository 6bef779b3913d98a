import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

const siteRef = () =>
  text('site_uid')
    .notNull()
    .references(() => sites.uid, { onDelete: 'cascade' });

// One row per site that ever presigned: its row is the lock every quota check and change of the site's
// storage takes (lib/domains/content/storage/quota.ts), so parallel presigns are counted one after another. Kept apart
// from `sites`, whose every write moves the site's generation.
export const siteStorage = pgTable('site_storage', {
  siteUid: text('site_uid')
    .primaryKey()
    .references(() => sites.uid, { onDelete: 'cascade' }),
  // A platform admin's per-site quota; null: STORAGE_QUOTA_BYTES.
  quotaBytes: bigint('quota_bytes', { mode: 'number' }),
});

// The bytes each stored key counts against its site's quota. Local store: the file's size, written
// when an upload completes. S3 (the server never sees the bytes): the largest Content-Length signed
// for the key, counted from the presign on.
export const storageObjects = pgTable(
  'storage_objects',
  {
    siteUid: siteRef(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    // S3: until when a presigned URL may still (re)write the key.
    signedUntil: timestamp('signed_until', { withTimezone: true }),
    // S3: deleted while a presigned URL was still valid: still counted, and deleted again, once it expires.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.key] })],
);

// Local store: bytes set aside by presigned upload URLs not used yet; counted until `expires_at`.
export const storageReservations = pgTable(
  'storage_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteUid: siteRef(),
    key: text('key').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('storage_reservations_site_idx').on(t.siteUid, t.expiresAt)],
);

// Local store: the image variants made from each stored key (lib/domains/content/images/serve.ts), one row per file
// under DATA_DIR/image-variants/<key>/<version>/<name>, counted against the site's quota with the
// originals. A row is written, under the site's lock, before its file is placed, and goes with the
// key's bytes (a new upload to the key, or its deletion).
export const imageVariants = pgTable(
  'image_variants',
  {
    siteUid: siteRef(),
    key: text('key').notNull(),
    version: text('version').notNull(),
    name: text('name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteUid, t.key, t.version, t.name] })],
);
