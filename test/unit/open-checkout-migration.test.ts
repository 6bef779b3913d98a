import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db/pglite-files.mjs';
import { uniqueViolation } from '@/db/unique';

// Migration 0032 (one open checkout per cart) on a database that already holds what repeated
// checkouts of one cart left before it: several pending orders of one cart. The newest stays the
// cart's open checkout, the others stay pending but leave the cart, so the unique index builds.
const client = new PGlite({ extensions: await pgliteExtensions() });
const migrations = readMigrationFiles({ migrationsFolder: 'db/migrations' });
const at = migrations.findIndex((m) => m.sql.some((s) => s.includes('orders_open_checkout_of_cart')));

const apply = async (from: number, to: number) => {
  for (const m of migrations.slice(from, to)) for (const statement of m.sql) if (statement.trim()) await client.exec(statement);
};
const order = (uid: string, cart: string | null, status: string, day: number) =>
  `('${uid}', 'site-a', '${status}', 'b@example.test', 'EUR', '[]', 0, 0, 'test', ${cart ? `'${cart}'` : 'null'}, '2026-01-0${day}')`;

beforeAll(async () => {
  expect(at).toBeGreaterThan(0);
  await apply(0, at);
  await client.exec("insert into sites (uid, subdomain, name) values ('site-a', 'a', 'A')");
  await client.exec(
    `insert into orders (uid, site_uid, status, email, currency, items, subtotal, total, provider, cart_id, created_at) values ${[
      order('o-1', 'cart-1', 'pending', 1),
      order('o-2', 'cart-1', 'pending', 2),
      order('o-3', 'cart-1', 'pending', 3),
      order('o-paid', 'cart-1', 'paid', 4),
      order('o-other', 'cart-2', 'pending', 5),
    ].join(', ')}`,
  );
  await apply(at, migrations.length);
}, 60_000);
afterAll(() => client.close());

describe('migration 0032 (one open checkout per cart)', () => {
  it('keeps the newest pending order on its cart, detaches the older ones, leaves paid orders and other carts', async () => {
    const rows = (await client.query<{ uid: string; cart_id: string | null; status: string }>('select uid, cart_id, status from orders order by uid')).rows;
    expect(Object.fromEntries(rows.map((r) => [r.uid, [r.status, r.cart_id]]))).toEqual({
      'o-1': ['pending', null],
      'o-2': ['pending', null],
      'o-3': ['pending', 'cart-1'],
      'o-paid': ['paid', 'cart-1'],
      'o-other': ['pending', 'cart-2'],
    });
  });

  it('refuses a second pending order of one cart, not a paid one', async () => {
    const violated = await client
      .exec(`insert into orders (uid, site_uid, status, email, currency, items, subtotal, total, provider, cart_id, created_at) values ${order('o-4', 'cart-1', 'pending', 6)}`)
      .then(() => 'no error', uniqueViolation);
    expect(violated).toBe('orders_open_checkout_of_cart');
    await client.exec(`insert into orders (uid, site_uid, status, email, currency, items, subtotal, total, provider, cart_id, created_at) values ${order('o-5', 'cart-1', 'paid', 7)}`);
  });
});
