import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db/pglite-files.mjs';
import * as schema from '@/db/schema';
import { bits, posts, redirects, siteDomains, sites, templates, users } from '@/db/schema';
import { refuseDuplicates, UNIQUE, uniqueViolation } from '@/db/unique';

// The migrations on an embedded database: the constraint names operations rely on are the ones the
// database reports, and migration 0006 builds the slug index over data that already has duplicates.
const client = new PGlite({ extensions: await pgliteExtensions() });
const db = drizzle(client, { schema });
const migrations = readMigrationFiles({ migrationsFolder: 'db/migrations' });
const slugMigration = migrations.findIndex((m) => m.sql.some((s) => s.includes('posts_site_slug_live')));

const apply = async (from: number, to: number) => {
  for (const m of migrations.slice(from, to)) for (const statement of m.sql) if (statement.trim()) await client.exec(statement);
};
const violated = (write: PromiseLike<unknown>) => Promise.resolve(write).then(() => 'no error', uniqueViolation);

const post = (uid: string, siteUid: string, slug: string, at: string, deleted = false) => ({
  uid,
  siteUid,
  slug,
  title: uid,
  createdAt: new Date(at),
  deletedAt: deleted ? new Date(at) : null,
});

beforeAll(async () => {
  expect(slugMigration).toBeGreaterThan(0);
  await apply(0, slugMigration);
  // Plain SQL: the schema's later columns (sites.mail_trusted_at) do not exist yet at this migration.
  await client.exec("insert into sites (uid, subdomain, name) values ('site-a', 'a', 'A'), ('site-b', 'b', 'B')");
  // What a race could leave before the index: three live posts of one site with one slug.
  await db
    .insert(posts)
    .values([
      post('p-old', 'site-a', 'hello', '2026-01-01'),
      post('p-mid', 'site-a', 'hello', '2026-01-02'),
      post('p-new', 'site-a', 'hello', '2026-01-03'),
      post('p-gone', 'site-a', 'hello', '2026-01-04', true),
      post('p-other', 'site-b', 'hello', '2026-01-05'),
    ]);
  await apply(slugMigration, migrations.length);
}, 60_000); // starting an embedded database takes a few seconds on a busy machine

afterAll(() => client.close());

describe('migration 0006 (unique slugs)', () => {
  it('leaves a shared slug to the oldest live post and suffixes the others; deleted posts and other sites keep theirs', async () => {
    const slugs = Object.fromEntries((await db.select({ uid: posts.uid, slug: posts.slug }).from(posts)).map((p) => [p.uid, p.slug]));
    expect(slugs['p-old']).toBe('hello');
    expect(slugs['p-mid']).toMatch(/^hello-[0-9a-f]{8}$/);
    expect(slugs['p-new']).toMatch(/^hello-[0-9a-f]{8}$/);
    expect(slugs['p-mid']).not.toBe(slugs['p-new']);
    expect(slugs['p-gone']).toBe('hello');
    expect(slugs['p-other']).toBe('hello');
  });
});

describe('uniqueViolation names the constraint (PGlite)', () => {
  it('for every unique constraint operations rely on', async () => {
    await db.insert(users).values({ uid: 'u1', email: 'same@example.test' });
    expect(await violated(db.insert(users).values({ uid: 'u2', email: 'same@example.test' }))).toBe(UNIQUE.userEmail);
    expect(await violated(db.insert(sites).values({ uid: 'site-c', subdomain: 'a', name: 'C' }))).toBe(UNIQUE.siteSubdomain);

    await db.insert(bits).values({ uid: 'b1', siteUid: 'site-a', name: 'n', value: 1 });
    expect(await violated(db.insert(bits).values({ uid: 'b2', siteUid: 'site-a', name: 'n', value: 2 }))).toBe(UNIQUE.bitName);
    expect(await violated(db.insert(bits).values({ uid: 'b3', siteUid: 'site-b', name: 'n', value: 3 }))).toBe('no error');

    await db.insert(redirects).values({ siteUid: 'site-a', from: '/old', to: '/new' });
    expect(await violated(db.insert(redirects).values({ siteUid: 'site-a', from: '/old', to: '/other' }))).toBe(UNIQUE.redirectFrom);

    await db.insert(templates).values({ uid: 't1', siteUid: 'site-a', title: 'T', permalink: '/x' });
    expect(await violated(db.insert(templates).values({ uid: 't2', siteUid: 'site-a', title: 'T', permalink: '/x' }))).toBe(UNIQUE.templatePermalink);
    // A draft holds no permalink.
    expect(await violated(db.insert(templates).values({ uid: 't3', siteUid: 'site-a', title: 'T', permalink: '/x', published: false }))).toBe('no error');
    expect(await violated(db.update(templates).set({ published: true }).where(eq(templates.uid, 't3')))).toBe(UNIQUE.templatePermalink);
    expect(await violated(db.insert(templates).values({ uid: 't1', siteUid: 'site-b', title: 'T' }))).toBe(UNIQUE.templateUid);

    expect(await violated(db.insert(posts).values(post('p-old', 'site-b', 'fresh', '2026-02-01')))).toBe(UNIQUE.postUid);
    expect(await violated(db.insert(posts).values(post('p-x', 'site-a', 'hello', '2026-02-01')))).toBe(UNIQUE.postSlug);
    expect(await violated(db.update(posts).set({ slug: 'hello' }).where(eq(posts.uid, 'p-mid')))).toBe(UNIQUE.postSlug);

    await db.insert(siteDomains).values({ domain: 'shop.example', siteUid: 'site-a', status: 'active' });
    expect(await violated(db.insert(siteDomains).values({ domain: 'shop.example', siteUid: 'site-b', status: 'active' }))).toBe(UNIQUE.activeDomain);
  });

  it('through a transaction, and refuseDuplicates throws the named clash only', async () => {
    const twice = () =>
      db.transaction(async (tx) => {
        await tx.insert(users).values({ uid: 'u3', email: 'same@example.test' });
      });
    expect(await violated(twice())).toBe(UNIQUE.userEmail);
    await expect(refuseDuplicates(twice, { [UNIQUE.userEmail]: () => new Error('taken') })).rejects.toThrow('taken');
    const other = await refuseDuplicates(twice, { [UNIQUE.siteSubdomain]: () => new Error('not this one') }).catch((err: unknown) => err);
    expect(uniqueViolation(other)).toBe(UNIQUE.userEmail);
  });
});

describe('uniqueViolation on other errors', () => {
  it("reads postgres-js's constraint_name through Drizzle's wrapper", () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint_name: 'bits_site_name' });
    expect(uniqueViolation(Object.assign(new Error('Failed query'), { cause: driver }))).toBe('bits_site_name');
  });

  it('is null for anything that is not a unique violation', async () => {
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
    expect(uniqueViolation('23505')).toBeNull();
    // A foreign key violation (23503) is not a duplicate.
    expect(await violated(db.insert(bits).values({ uid: 'b9', siteUid: 'no-such-site', name: 'n', value: 1 }))).toBeNull();
  });
});
