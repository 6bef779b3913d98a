// One HTTP row on instance A: the scenario's check (the answer is what the row claims), then the
// measurement, the server's RSS after it, and the row.
import { measure } from './load.mjs';
import { progress } from './progress.mjs';
import { row, sampleRss } from './results.mjs';

// scenario(inst, site) -> { label, target (autocannon's options), check() -> a detail for the table }
export async function httpRow({ db, A, site }, id, scenario) {
  const s = scenario(A, site);
  const label = `[${db}] ${s.label}`;
  try {
    const detail = await s.check();
    const m = await measure(label, s.target, () => A.cpuTicks());
    const procs = sampleRss(A, db, id);
    row({ id, db, label: s.label, ...m, rss: procs, detail });
  } catch (err) {
    progress(`${label}: FAILED: ${err.message}`);
    row({ id, db, label: s.label, error: err.message });
  }
}
