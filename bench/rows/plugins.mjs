// Issue 12: lead submits to a site without plugins against one with a single lead_received plugin,
// interleaved, at 50 connections and at one (the measurement: bench/plugins.mjs). Asked for alone
// (`--only plugins`), the section starts instance A and sets up no demo site.
import { fmtInt, fmtMs } from '../lib/format.mjs';
import { request } from '../lib/http.mjs';
import { cannon } from '../lib/load.mjs';
import { CFG, CONNECTIONS } from '../lib/options.mjs';
import { progress } from '../lib/progress.mjs';
import { row, sampleRss } from '../lib/results.mjs';
import { pluginLeadRows, pluginLeadTable, pluginLeadTargets } from '../plugins.mjs';

const measured = (rows) => rows.filter((r) => r.id.startsWith('plugin-lead') && !r.error);

const plugins = {
  id: 'plugins',
  needs: ['build', 'server'],
  phase: 'instance',
  alone: 'short',
  async run({ db, A }) {
    try {
      for (const r of await pluginLeadRows({ db, port: A.port, request, cannon, progress, cfg: CFG, connections: CONNECTIONS })) row({ ...r, rss: sampleRss(A, db, r.id) });
    } catch (err) {
      progress(`[${db}] plugin lead rows: FAILED: ${err.message}`);
      row({ id: 'plugin-lead', db, label: 'lead submit, no plugin vs one lead_received plugin', error: err.message });
    }
  },
  section({ rows }) {
    const lines = pluginLeadTable(measured(rows), fmtInt, fmtMs);
    const out = lines.length ? ['', 'Plugins: lead submits, no plugin vs one lead_received plugin (interleaved runs, medians)', ...lines.map((l) => `  ${l}`)] : [];
    for (const r of rows.filter((x) => x.id.startsWith('plugin-lead') && x.error)) out.push(`  ${r.label} [${r.db}]: FAILED: ${r.error}`);
    return out;
  },
  targets: ({ rows }) => pluginLeadTargets(measured(rows), fmtMs),
};

export default plugins;
