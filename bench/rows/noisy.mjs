// Issue 23: a quiet site's p99 and webhook delivery, alone and while four hostile tenants run the worst
// templates, Markdown, plugins, uploads and hanging webhooks (the measurement: bench/noisy-neighbour.mjs),
// on an instance (and database) of its own with ALLOW_PRIVATE_FETCH=true for the local webhook receivers;
// then (issue 48) the same behind a real nginx with upstream keep-alive (test/helpers/nginx.mjs), as
// production runs it: one pooled upstream connection carries many hosts' requests, and the server runs
// with TRUST_PROXY as it must behind a proxy. nginx stands for a machine of its own: pinned to the load
// core; where it is not installed, that half is skipped with a loud note. `--only noisy-nginx` runs that
// half alone.
import fs from 'node:fs';
import path from 'node:path';
import { findNginx, startNginx } from '../../test/helpers/nginx.mjs';
import { fmtMs } from '../lib/format.mjs';
import { request } from '../lib/http.mjs';
import { cannon } from '../lib/load.mjs';
import { CFG, ONLY, TWO_CORES } from '../lib/options.mjs';
import { createDatabase } from '../lib/postgres.mjs';
import { loadCore } from '../lib/procs.mjs';
import { cleanups, progress } from '../lib/progress.mjs';
import { note, row, sampleRss } from '../lib/results.mjs';
import { startInstance } from '../lib/server.mjs';
import { noisyNeighbourRow, noisyNeighbourTable, noisyNeighbourTargets } from '../noisy-neighbour.mjs';

async function noisyRows(db, envOpts) {
  // Each instance its own data directory (both removed with the one given).
  const dataDir = (name) => {
    const dir = path.join(envOpts.dataDir, name);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  };
  if (!ONLY || ONLY.includes('noisy')) await noisyRow(db, { ...envOpts, dataDir: dataDir('direct') }, null);
  if (!ONLY || ONLY.includes('noisy') || ONLY.includes('noisy-nginx')) await noisyRow(db, { ...envOpts, dataDir: dataDir('nginx') }, 'nginx');
}

async function noisyRow(db, envOpts, via) {
  const label = `quiet site p99 while four hostile tenants run${via ? ' (behind nginx)' : ''}`;
  if (via === 'nginx' && !findNginx()) {
    const why = 'SKIPPED: nginx not found (apt-get install -y nginx, or NGINX_PATH): the noisy-neighbour row behind nginx did not run';
    progress(`[${db}] !!!!!!!! ${why} !!!!!!!!`);
    note(why);
    row({ id: 'noisy', db, via, label, error: why });
    return;
  }
  const database = db === 'postgres' ? await createDatabase() : null;
  let inst = null;
  let proxy = null;
  try {
    // BENCH_NOISY_PROFILE=dir: one server/server.mjs under --cpu-prof instead of the cluster, profiles in dir.
    const profile = process.env.BENCH_NOISY_PROFILE ? { mode: 'profile', profileDir: process.env.BENCH_NOISY_PROFILE } : {};
    const extra = { ALLOW_PRIVATE_FETCH: 'true', ...(via ? { TRUST_PROXY: 'true' } : {}) };
    inst = await startInstance(`${db}-noisy${via ? `-${via}` : ''}`, { ...profile, ...envOpts, databaseUrl: database?.url, extra });
    if (via === 'nginx') {
      proxy = await startNginx({ upstreamPort: inst.port, wrap: TWO_CORES ? ['taskset', '-c', loadCore] : [] });
      cleanups.push(() => proxy.stop());
      progress(`[${db}] noisy neighbour behind nginx: nginx on port ${proxy.port} -> ${inst.port} (upstream keepalive 32)`);
    }
    const r = await noisyNeighbourRow({
      db,
      port: proxy?.port ?? inst.port,
      request,
      cannon,
      progress: (m) => progress(via ? m.replace('noisy neighbour', 'noisy neighbour behind nginx') : m),
      cfg: CFG,
      loadCore,
    });
    row({ ...r, via, label, rss: sampleRss(inst, db, r.id) });
  } catch (err) {
    progress(`[${db}] noisy neighbour${via ? ' behind nginx' : ''}: FAILED: ${err.message}`);
    row({ id: 'noisy', db, via, label, error: err.message });
  } finally {
    await proxy?.stop();
    await inst?.stop();
    await database?.drop();
  }
}

const measured = (rows) => rows.filter((r) => r.id === 'noisy' && !r.error);

const noisy = {
  id: 'noisy',
  selectedBy: ['noisy', 'noisy-nginx'],
  needs: ['build', 'nginx'],
  phase: 'after',
  alone: 'short',
  run: ({ db, redisUrl, authSecret, newDataDir }) => noisyRows(db, { dataDir: newDataDir(), redisUrl, authSecret }),
  section({ rows }) {
    const lines = noisyNeighbourTable(measured(rows), fmtMs);
    if (!lines.length) return [];
    const out = [
      '',
      'Noisy neighbour: a quiet site (signed-in renders at 20/s with a pre_render plugin, a lead a second to a webhook) alone, then beside four hostile tenants (medians)',
      ...lines.map((l) => `  ${l}`),
    ];
    for (const r of measured(rows)) for (const [name, h] of Object.entries(r.hostile)) out.push(`    [${r.db}${r.via ? `, behind ${r.via}` : ''}] hostile ${name}: ${JSON.stringify(h)}`);
    for (const r of rows.filter((x) => x.id === 'noisy' && x.error)) out.push(`  [${r.db}${r.via ? `, behind ${r.via}` : ''}] ${r.error}`);
    return out;
  },
  targets: ({ rows }) => [
    ...noisyNeighbourTargets(measured(rows), fmtMs),
    ...rows
      .filter((x) => x.id === 'noisy' && x.error)
      .map((r) => ({ name: `quiet site beside four hostile tenants [${r.db}${r.via ? `, behind ${r.via}` : ''}]`, status: 'n/a', detail: r.error.slice(0, 120) })),
  ],
};

export default noisy;
