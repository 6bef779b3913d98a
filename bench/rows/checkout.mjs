// Issue 14: checkout -> paid round trips (POST /payments/checkout + the signed payment webhook) at 1 and
// 10 connections, against two lead submits interleaved in the same run (the measurement:
// bench/checkout.mjs). PostgreSQL only; asked for alone, the section sets up no demo site.
import { checkoutRows, checkoutTable } from '../checkout.mjs';
import { fmtMs } from '../lib/format.mjs';
import { request } from '../lib/http.mjs';
import { CFG } from '../lib/options.mjs';
import { progress } from '../lib/progress.mjs';
import { row, sampleRss } from '../lib/results.mjs';

const checkout = {
  id: 'checkout',
  needs: ['build', 'server', 'postgres'],
  phase: 'instance',
  alone: 'short',
  async run({ db, A }) {
    try {
      for (const r of await checkoutRows({ db, port: A.port, request, progress, cfg: CFG })) row({ ...r, rss: sampleRss(A, db, r.id) });
    } catch (err) {
      progress(`[${db}] checkout rows: FAILED: ${err.message}`);
      row({ id: 'checkout', db, label: 'checkout -> paid round trip', error: err.message });
    }
  },
  section({ rows }) {
    const lines = checkoutTable(
      rows.filter((r) => r.id.startsWith('checkout') && !r.error),
      fmtMs,
    );
    const out = lines.length ? ['', 'Checkout -> paid (POST /payments/checkout + signed webhook; interleaved runs against two lead submits, medians)', ...lines.map((l) => `  ${l}`)] : [];
    for (const r of rows.filter((x) => x.id.startsWith('checkout') && x.error)) out.push(`  ${r.label} [${r.db}]: FAILED: ${r.error}`);
    return out;
  },
  targets: () => [],
};

export default checkout;
