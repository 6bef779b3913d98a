// The long-tail rows (`--scale [--scale-sites N]` or `--only scale`, PostgreSQL, never part of a full
// run): cached hits and uncached renders over N sites (default 10,000) against one site, with Redis and
// without, a 100,000-post INSERT with and without the generation triggers, RSS per worker after (the
// measurement: bench/scale.mjs). It starts its own instances and database.
import { fmtInt } from '../lib/format.mjs';
import { cannon, measure } from '../lib/load.mjs';
import { SCALE_SITES } from '../lib/options.mjs';
import { createDatabase } from '../lib/postgres.mjs';
import { progress } from '../lib/progress.mjs';
import { row } from '../lib/results.mjs';
import { startInstance } from '../lib/server.mjs';
import { setupSite } from '../lib/site.mjs';
import { scaleRows, scaleTable, scaleTargets } from '../scale.mjs';

async function scaleSection({ redisUrl, authSecret, newDataDir }) {
  try {
    const r = await scaleRows({ startInstance, createDatabase, setupSite, measure, cannon, progress, redisUrl, authSecret, newDataDir }, SCALE_SITES);
    row({ id: 'scale', db: 'postgres', label: `${SCALE_SITES} sites against one`, ...r });
  } catch (err) {
    progress(`[postgres] scale: FAILED: ${err.stack ?? err.message}`);
    row({ id: 'scale', db: 'postgres', label: `${SCALE_SITES} sites against one`, error: err.message });
  }
}

const scale = {
  id: 'scale',
  needs: ['build', 'postgres'],
  phase: 'after',
  alone: 'only',
  run: scaleSection,
  section: ({ rows }) => rows.filter((x) => x.id === 'scale').flatMap((r) => ['', ...(r.error ? [`Long tail: FAILED: ${r.error}`] : scaleTable(r, fmtInt))]),
  targets({ rows }) {
    const list = [];
    for (const r of rows.filter((x) => x.id === 'scale')) {
      if (r.error) list.push({ name: r.label, status: 'n/a', detail: r.error.slice(0, 120) });
      else list.push(...scaleTargets(r));
    }
    return list;
  },
};

export default scale;
