// The long tail (issue 29): the same requests spread over many sites against one site, on PostgreSQL,
// with Redis and without it. `npm run bench -- --scale [--scale-sites N]` (default 10,000 sites).
//
// The sites: one made through the API (the demo theme, 60 posts), then cloned N - 1 times by SQL (its
// templates, bits, redirects and 20 newest posts: what the home page shows), as an import would write
// them: the API's per-account limits are not what is measured here.
// Rows, per Redis mode, each on a fresh instance (`npm start`, pinned like every row):
//   cached hits       anonymous GET / on one site, then cycling over every site (after one pass that
//                     fills the caches: the cold pass is reported too)
//   uncached renders  the same with PAGE_CACHE_SECONDS=0: every request renders
// and, once: one INSERT … SELECT of 100,000 posts with the generation triggers against the same
// statement with triggers off (session_replication_role = replica), and the RSS of each process
// after the many-sites runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const CLONED_POSTS = 20;
const BULK_POSTS = 100_000;

// The columns a clone copies as they are (not the site, the uid or a generated id), and whether the
// table has a uid to make unique.
async function columnsOf(sql, table) {
  const rows = await sql`select column_name, is_identity, is_generated from information_schema.columns
    where table_schema = 'public' and table_name = ${table} order by ordinal_position`;
  const copied = rows.filter((r) => r.is_identity !== 'YES' && r.is_generated !== 'ALWAYS' && r.column_name !== 'uid' && r.column_name !== 'site_uid').map((r) => r.column_name);
  return { copied, hasUid: rows.some((r) => r.column_name === 'uid') };
}

async function cloneSites(sql, source, count, progress) {
  const started = performance.now();
  await sql`insert into sites (uid, subdomain, name, owner_uid, settings)
    select 'scale-' || n, 'scale' || n, ${source.name}, ${source.owner_uid}, ${sql.json(source.settings)} from generate_series(1, ${count}) as n`;
  for (const [table, only] of [
    ['templates', sql`true`],
    ['bits', sql`true`],
    ['redirects', sql`true`],
    ['posts', sql`t.uid in (select uid from posts where site_uid = ${source.uid} and status = 1 order by date desc limit ${CLONED_POSTS})`],
  ]) {
    const { copied, hasUid } = await columnsOf(sql, table);
    const into = sql.unsafe([...(hasUid ? ['uid'] : []), 'site_uid', ...copied.map((c) => `"${c}"`)].join(', '));
    const from = sql.unsafe([...(hasUid ? [`'scale-' || n || '-' || t.uid`] : []), `'scale-' || n`, ...copied.map((c) => `t."${c}"`)].join(', '));
    await sql`insert into ${sql(table)} (${into})
      select ${from} from ${sql(table)} t cross join generate_series(1, ${count}) as n
      where t.site_uid = ${source.uid} and ${only}`;
    progress(`scale: cloned ${table} (${Math.round((performance.now() - started) / 1000)} s so far)`);
  }
}

// One INSERT … SELECT of BULK_POSTS posts into a site of its own, with the triggers and without.
async function bulkInsertRow(sql, progress) {
  const insert = (tx, site) =>
    tx`insert into posts (uid, site_uid, title, slug, status) select ${site} || '-' || n, ${site}, 'Bulk ' || n, 'bulk-' || n, 1 from generate_series(1, ${BULK_POSTS}) as n`;
  const timed = async (site, withTriggers) => {
    await sql`insert into sites (uid, subdomain, name) values (${site}, ${site}, 'Bulk')`;
    const started = performance.now();
    await sql.begin(async (tx) => {
      if (!withTriggers) await tx`set local session_replication_role = replica`;
      await insert(tx, site);
    });
    const ms = performance.now() - started;
    await sql`delete from sites where uid = ${site}`;
    return ms;
  };
  // Twice each, alternating, the better of two: the first insert also warms the table's pages.
  const on = [];
  const off = [];
  for (let i = 0; i < 2; i++) {
    off.push(await timed(`bulk-off-${i}`, false));
    on.push(await timed(`bulk-on-${i}`, true));
  }
  const r = { withTriggers: Math.min(...on), withoutTriggers: Math.min(...off) };
  progress(`scale: ${BULK_POSTS.toLocaleString('en-US')} posts in one INSERT: ${r.withTriggers.toFixed(0)} ms with the triggers, ${r.withoutTriggers.toFixed(0)} ms without`);
  return r;
}

// `ctx`: from bench/rows/scale.mjs (startInstance, createDatabase, setupSite, measure, cannon, progress, redisUrl, authSecret, newDataDir).
export async function scaleRows(ctx, sites) {
  const { progress } = ctx;
  const database = await ctx.createDatabase();
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const hostsFile = path.join(os.tmpdir(), `bench-scale-hosts-${process.pid}.json`);
  const result = { sites, modes: [] };
  try {
    const seed = await ctx.startInstance('postgres-scale-seed', { dataDir: ctx.newDataDir(), databaseUrl: database.url, authSecret: ctx.authSecret });
    const site = await ctx.setupSite(seed.port);
    await seed.stop();
    const [source] = await sql`select uid, name, owner_uid, settings from sites where subdomain = ${site.subdomain}`;
    progress(`scale: cloning ${site.host} into ${(sites - 1).toLocaleString('en-US')} more sites`);
    await cloneSites(sql, source, sites - 1, progress);
    await sql`analyze`;
    const hosts = [site.host, ...Array.from({ length: sites - 1 }, (_, i) => `scale${i + 1}.localhost`)];
    fs.writeFileSync(hostsFile, JSON.stringify(hosts));
    result.bulk = await bulkInsertRow(sql, progress);

    for (const redisUrl of [ctx.redisUrl, undefined]) {
      const mode = { redis: Boolean(redisUrl) };
      for (const [kind, extra] of [
        ['cached', {}],
        ['uncached', { PAGE_CACHE_SECONDS: '0' }],
      ]) {
        const label = `${kind}${redisUrl ? ', Redis' : ', no Redis'}`;
        const inst = await ctx.startInstance(`postgres-scale-${kind}-${redisUrl ? 'redis' : 'alone'}`, {
          dataDir: ctx.newDataDir(),
          databaseUrl: database.url,
          redisUrl,
          authSecret: ctx.authSecret,
          extra,
        });
        try {
          const url = `http://127.0.0.1:${inst.port}/`;
          const one = await ctx.measure(`scale ${label}: one site`, { url, headers: { host: site.host } }, () => inst.cpuTicks());
          // Two passes over every site first (every page rendered and cached, every site looked up;
          // autocannon's connections start their cycles together): how fast a cold platform warms up.
          const cold = await ctx.cannon({ url, hostsFile, amount: 2 * sites, seconds: 600 });
          progress(`scale ${label}: first passes over ${sites} sites: ${cold.rps.toFixed(0)} req/s, p99 ${cold.p99} ms, ${cold.bad} bad`);
          const many = await ctx.measure(`scale ${label}: ${sites} sites`, { url, hostsFile }, () => inst.cpuTicks());
          mode[kind] = { one, many, cold: { rps: cold.rps, p99: cold.p99, bad: cold.bad }, rss: inst.rss() };
        } finally {
          await inst.stop();
        }
      }
      result.modes.push(mode);
    }
    return result;
  } finally {
    fs.rmSync(hostsFile, { force: true });
    await sql.end();
    await database.drop();
  }
}

const ratio = (a, b) => (b > 0 ? a / b : 0);

export function scaleTable(r, fmtInt) {
  const lines = [`${r.sites.toLocaleString('en-US')} sites on PostgreSQL (req/s; many/one):`];
  for (const m of r.modes) {
    for (const kind of ['cached', 'uncached']) {
      const k = m[kind];
      if (!k) continue;
      const rss = k.rss.map((p) => `${p.role} ${p.rssMb}`).join(' · ');
      lines.push(
        `  ${kind.padEnd(8)} ${m.redis ? 'Redis   ' : 'no Redis'}  one site ${fmtInt(k.one.rps)} (p99 ${k.one.p99} ms)  ${r.sites} sites ${fmtInt(k.many.rps)} (p99 ${k.many.p99} ms)  x${ratio(k.many.rps, k.one.rps).toFixed(2)}  first pass ${fmtInt(k.cold.rps)}  RSS MB ${rss}`,
      );
    }
  }
  if (r.bulk)
    lines.push(
      `  ${BULK_POSTS.toLocaleString('en-US')} posts in one INSERT: ${fmtInt(r.bulk.withTriggers)} ms with the generation triggers, ${fmtInt(r.bulk.withoutTriggers)} ms without (x${ratio(r.bulk.withTriggers, r.bulk.withoutTriggers).toFixed(2)})`,
    );
  return lines;
}

export function scaleTargets(r) {
  const targets = [];
  for (const m of r.modes) {
    const where = m.redis ? 'with Redis' : 'without Redis';
    if (m.cached)
      targets.push({
        name: `cached hits over ${r.sites} sites >= 0.9 of one site, ${where}`,
        status: ratio(m.cached.many.rps, m.cached.one.rps) >= 0.9 ? 'met' : 'missed',
        detail: `x${ratio(m.cached.many.rps, m.cached.one.rps).toFixed(2)}`,
      });
    if (m.uncached)
      targets.push({
        name: `uncached renders over ${r.sites} sites >= 0.8 of one site, ${where}`,
        status: ratio(m.uncached.many.rps, m.uncached.one.rps) >= 0.8 ? 'met' : 'missed',
        detail: `x${ratio(m.uncached.many.rps, m.uncached.one.rps).toFixed(2)}`,
      });
    const worst = Math.max(0, ...['cached', 'uncached'].flatMap((k) => (m[k]?.rss ?? []).filter((p) => p.role !== 'primary').map((p) => p.rssMb ?? 0)));
    targets.push({ name: `RSS per worker < 400 MB after the ${r.sites}-site runs, ${where}`, status: worst < 400 ? 'met' : 'missed', detail: `${worst} MB` });
  }
  if (r.bulk)
    targets.push({
      name: `${BULK_POSTS} posts in one INSERT within 3x of the triggers off`,
      status: r.bulk.withTriggers <= 3 * r.bulk.withoutTriggers ? 'met' : 'missed',
      detail: `x${ratio(r.bulk.withTriggers, r.bulk.withoutTriggers).toFixed(2)}`,
    });
  return targets;
}
