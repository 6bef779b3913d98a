// purge stampede: save a page (a purge) through A, then 100 concurrent anonymous GETs per instance (A,
// and B when the save-to-fresh row started it): X-Cache MISS answers = renders, and how many carried
// the new body.
import { request } from '../lib/http.mjs';
import { CFG } from '../lib/options.mjs';
import { createProbe, hasRev, saveProbe, warmPage } from '../lib/probe.mjs';
import { progress } from '../lib/progress.mjs';
import { row } from '../lib/results.mjs';

const STAMPEDE = 100;

// After a purge (a save through the first instance), 100 concurrent anonymous GETs per instance:
// how many answered MISS (renders) and how many carried the new body.
async function stampedeRow(db, instances, site) {
  const permalink = '/bench-stampede-probe';
  const uid = await createProbe(instances[0], site, permalink, true);
  let rev = 0;
  const rounds = [];
  for (let round = 0; round < CFG.stampedeRounds; round++) {
    for (const inst of instances) {
      const state = await warmPage(inst, site, permalink, rev);
      if (state === 'stale') progress(`[${db}] stampede: ${inst.name} serves an older version than rev ${rev} from its cache (the last purge did not reach it)`);
      if (!state) progress(`[${db}] stampede: ${inst.name} served no cached page before the purge`);
    }
    rev++;
    await saveProbe(instances[0], site, uid, rev, true);
    const perInstance = await Promise.all(
      instances.map(async (inst) => {
        const answers = await Promise.all(
          Array.from({ length: STAMPEDE }, () => request(inst.port, site.host, 'GET', permalink, { agent: false }).catch((err) => ({ status: 0, headers: {}, text: String(err) }))),
        );
        // Which revision each answer carried, by cache state: `MISS rev 0` after a save of rev 1 is a
        // render that read the old template.
        const seen = {};
        for (const a of answers) {
          const key = `${a.headers['x-cache'] ?? 'none'} ${a.status === 200 ? `rev ${/<p id="rev">rev (\d+)<\/p>/.exec(a.text)?.[1] ?? '?'}` : `status ${a.status}`}`;
          seen[key] = (seen[key] ?? 0) + 1;
        }
        return {
          instance: inst.name,
          miss: answers.filter((a) => a.headers['x-cache'] === 'MISS').length,
          hit: answers.filter((a) => a.headers['x-cache'] === 'HIT').length,
          fresh: answers.filter((a) => a.status === 200 && hasRev(a.text, rev)).length,
          failed: answers.filter((a) => a.status !== 200).length,
          seen,
        };
      }),
    );
    rounds.push(perInstance);
    progress(
      `[${db}] purge (save of rev ${rev}) + ${STAMPEDE} concurrent GETs, round ${round + 1}/${CFG.stampedeRounds}: ${perInstance
        .map(
          (p) =>
            `${p.instance} ${p.miss} MISS, ${p.fresh}/${STAMPEDE} fresh (${Object.entries(p.seen)
              .map(([k, v]) => `${v} ${k}`)
              .join(', ')})`,
        )
        .join('; ')}`,
    );
  }
  const summary = instances.map((inst, i) => ({
    instance: inst.name,
    maxMiss: Math.max(...rounds.map((r) => r[i].miss)),
    minFresh: Math.min(...rounds.map((r) => r[i].fresh)),
    failed: rounds.reduce((n, r) => n + r[i].failed, 0),
  }));
  return row({ id: 'stampede', db, label: `purge, then ${STAMPEDE} concurrent GETs per instance`, instances: summary, rounds });
}

const stampede = {
  id: 'stampede',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  async run({ db, A, B, site }) {
    try {
      await stampedeRow(db, B ? [A, B] : [A], site);
    } catch (err) {
      progress(`[${db}] stampede: FAILED: ${err.message}`);
      row({ id: 'stampede', db, label: `purge, then ${STAMPEDE} concurrent GETs per instance`, error: err.message });
    }
  },
  table: [
    {
      id: 'stampede',
      label: `purge + ${STAMPEDE} concurrent GETs`,
      cells: (r) => ['-', '-', '-', '-', '-', r.instances.map((i) => `${i.instance}: ${i.maxMiss} MISS (renders), ${i.minFresh}/${STAMPEDE} fresh`).join('; ') + ` (worst of ${r.rounds.length})`],
    },
  ],
  targets({ dbs, findRow }) {
    const list = [];
    for (const db of dbs) {
      const s = findRow('stampede', db);
      if (!s) continue;
      if (s.error) {
        list.push({ name: `after a purge, ${STAMPEDE} concurrent requests -> one render per instance [${db}]`, status: 'n/a', detail: s.error.slice(0, 120) });
        continue;
      }
      const met = s.instances.every((i) => i.maxMiss === 1 && i.minFresh === STAMPEDE);
      list.push({
        name: `after a purge, ${STAMPEDE} concurrent requests -> one render per instance [${db}]`,
        status: met ? 'met' : 'missed',
        detail: s.instances.map((i) => `${i.instance}: ${i.maxMiss} MISS, ${i.minFresh}/${STAMPEDE} fresh`).join('; ') + ` (worst of ${s.rounds.length} round(s))`,
      });
    }
    return list;
  },
};

export default stampede;
