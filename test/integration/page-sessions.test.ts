import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newProduct, newVariant } from '../helpers/catalogue';
import { api, data, newSite, userWithRole } from '../helpers/http';
import { createDatabase, startCluster, startServer, type RunningCluster, type RunningServer } from '../helpers/server';

// Issue 28: a signed-in page keeps its session (lib/domains/accounts/auth/session-cache.ts) while nothing it rests on
// changed, and follows every change at once on every process: a role change, a rename, a sign-out, a
// disabled account, made through any instance or by SQL alone (announced by the triggers of
// 0026_session-news.sql). The cache is keyed by site and token, so neither sites nor users share an
// answer. On PostgreSQL: two instances of one database; on the embedded database: `npm start`, whose two
// serving workers hear the database thread's announcements through the primary.
const WHO = '{% if current_user %}{{ current_user.name }}:{{ current_user.role }}{% else %}nobody{% endif %}';
const BASKET = '{{ cart.count }}';
const PROMPTLY_MS = 250;

interface Instance {
  label: string;
  url: string;
}

type Site = Awaited<ReturnType<typeof newSite>>;

async function pages(site: Site, base: string): Promise<void> {
  for (const [permalink, body] of [
    ['/who', WHO],
    ['/basket', BASKET],
  ]) {
    const r = await api(site.host, base).post('/api/v1/templates', { title: permalink, permalink, type: 'page', body }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
  }
}

// Several requests on fresh connections, so under `npm start` both serving workers answer some.
async function shows(site: Site, instance: Instance, token: string, path = '/who'): Promise<string[]> {
  const texts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await api(site.host, instance.url).get(path, { token, headers: { accept: 'text/html', connection: 'close' } });
    texts.push(r.text.trim());
  }
  return [...new Set(texts)];
}

// Every instance shows `expected` within PROMPTLY_MS of the change (polled), and from then on only it.
async function followed(site: Site, instances: Instance[], token: string, expected: string, path = '/who'): Promise<void> {
  const since = performance.now();
  for (const instance of instances) {
    for (;;) {
      const seen = await shows(site, instance, token, path);
      if (seen.length === 1 && seen[0] === expected) break;
      if (performance.now() - since > PROMPTLY_MS)
        throw new Error(`${instance.label} still shows ${JSON.stringify(seen)} ${Math.round(performance.now() - since)} ms after the change, expected "${expected}"`);
    }
    expect(await shows(site, instance, token, path)).toEqual([expected]);
  }
}

function sessionCases(setup: () => { instances: Instance[]; sql?: () => postgres.Sql }) {
  let site: Site;
  let other: Site;

  beforeAll(async () => {
    const [first] = setup().instances;
    site = await newSite('Sessions', first!.url);
    other = await newSite('Another site', first!.url);
    await Promise.all([pages(site, first!.url), pages(other, first!.url)]);
  });

  it('two users and two sites never share an answer, however often each is asked', async () => {
    const { instances } = setup();
    const reader = await userWithRole({ ...site, base: instances[0]!.url }, 1, 'Reader');
    const editor = await userWithRole({ ...site, base: instances[0]!.url }, 3, 'Editor');
    for (let round = 0; round < 3; round++) {
      for (const instance of instances) {
        expect(await shows(site, instance, reader.token)).toEqual(['Reader:1']);
        expect(await shows(site, instance, editor.token)).toEqual(['Editor:3']);
        // The same bearer token on a site where the account is no member: no role there.
        expect(await shows(other, instance, editor.token)).toEqual(['Editor:0']);
      }
    }
  });

  it('a role change, a sign-out and a disabled account show at once on every instance', async () => {
    const { instances, sql } = setup();
    const [a, b] = [instances[0]!, instances.at(-1)!];
    const member = await userWithRole({ ...site, base: a.url }, 1, 'Member');
    await followed(site, instances, member.token, 'Member:1');

    const promoted = await api(site.host, b.url).put(`/api/v1/users/${member.uid}`, { role: 3 }, { token: site.ownerToken });
    expect(promoted.status, promoted.text).toBe(200);
    await followed(site, instances, member.token, 'Member:3');

    if (sql) {
      // By SQL alone: nothing but the database's own announcement tells the instances.
      await sql()`update users set name = 'Renamed' where uid = ${member.uid}`;
      await followed(site, instances, member.token, 'Renamed:3');
      await sql()`update memberships set role = 2 where user_uid = ${member.uid} and site_uid = ${site.uid}`;
      await followed(site, instances, member.token, 'Renamed:2');
    }

    // A second token of the same account, then the first one signed out through one instance.
    const login = await api(site.host, a.url).post('/api/v1/auth/login', { email: member.email, password: 'user-password-1' });
    expect(login.status, login.text).toBe(200);
    const second = data(login).token as string;
    await followed(site, instances, second, sql ? 'Renamed:2' : 'Member:3');
    const out = await api(site.host, b.url).post('/api/v1/auth/logout', {}, { token: member.token });
    expect(out.status, out.text).toBeLessThan(300);
    await followed(site, instances, member.token, 'nobody');
    // The other token still signs its account in.
    expect(await shows(site, a, second)).toEqual([sql ? 'Renamed:2' : 'Member:3']);

    if (sql) {
      await sql()`update users set disabled = true where uid = ${member.uid}`;
      await followed(site, instances, second, 'nobody');
    }
  });

  it('a cart written through one instance shows on the next page everywhere', async () => {
    const { instances, sql } = setup();
    const [a, b] = [instances[0]!, instances.at(-1)!];
    const buyer = await userWithRole({ ...site, base: a.url }, 1, 'Buyer');
    const variant = await newVariant({ ...site, base: a.url }, await newProduct({ ...site, base: a.url }, 'Beans'), { stock: 10 });
    await followed(site, instances, buyer.token, '0', '/basket');
    const put = async (quantity: number) => {
      const r = await api(site.host, b.url).post('/api/v1/cart', { items: [{ variantId: variant.id, quantity }] }, { token: buyer.token });
      expect(r.status, r.text).toBe(200);
    };
    await put(2);
    // The writing process shows it on its very next page (with one process behind the URL).
    if (sql) expect(await shows(site, b, buyer.token, '/basket')).toEqual(['2']);
    await followed(site, instances, buyer.token, '2', '/basket');
    await put(3);
    await followed(site, instances, buyer.token, '3', '/basket');
    if (sql) {
      await sql()`update carts set items = '[]'::jsonb where user_uid = ${buyer.uid}`;
      await followed(site, instances, buyer.token, '0', '/basket');
    }
  });
}

if (inject('dbKind') === 'postgres') {
  describe('signed-in pages on two instances of one PostgreSQL (no Redis)', () => {
    let a: RunningServer;
    let b: RunningServer;
    let database: Awaited<ReturnType<typeof createDatabase>>;
    let client: postgres.Sql;
    beforeAll(async () => {
      database = await createDatabase();
      // One secret, as instances of one deployment share it: a token of one is good on the other.
      const shared = { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString('hex') };
      [a, b] = await Promise.all([startServer('pglite', shared), startServer('pglite', shared)]);
      client = postgres(database.url, { max: 1, onnotice: () => {} });
    }, 120_000);
    afterAll(async () => {
      await client?.end();
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
    });
    sessionCases(() => ({
      instances: [
        { label: 'instance A', url: a.url },
        { label: 'instance B', url: b.url },
      ],
      sql: () => client,
    }));
  });
} else {
  describe('signed-in pages under npm start on the embedded database (two serving workers)', () => {
    let cluster: RunningCluster;
    beforeAll(async () => {
      cluster = await startCluster({ WEB_CONCURRENCY: '2' }, 3, 'pglite');
    }, 120_000);
    afterAll(async () => cluster?.stop());
    sessionCases(() => ({ instances: [{ label: 'npm start', url: cluster.url }] }));
  });
}
