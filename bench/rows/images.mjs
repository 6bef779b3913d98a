// Issue 31: a first image transform and a stored variant, each against serving the original
// (the measurement: bench/images.mjs).
import { imageRows, imageTable } from '../images.mjs';
import { fmtInt, fmtMs } from '../lib/format.mjs';
import { request } from '../lib/http.mjs';
import { measure } from '../lib/load.mjs';
import { QUICK } from '../lib/options.mjs';
import { progress } from '../lib/progress.mjs';
import { row, sampleRss } from '../lib/results.mjs';

const images = {
  id: 'images',
  needs: ['build', 'server', 'site'],
  phase: 'instance',
  async run({ db, A, site }) {
    try {
      for (const r of await imageRows({ db, port: A.port, request, measure, progress, site, quick: QUICK })) row({ ...r, rss: sampleRss(A, db, r.id) });
    } catch (err) {
      progress(`[${db}] images: FAILED: ${err.message}`);
      row({ id: 'image-first', db, label: 'image transforms', error: err.message });
    }
  },
  section({ rows }) {
    const lines = imageTable(
      rows.filter((r) => r.id.startsWith('image-')),
      fmtInt,
      fmtMs,
    );
    return lines.length ? ['', 'Images: transforms against serving the original file (same run and server)', ...lines.map((l) => `  ${l}`)] : [];
  },
  targets: () => [],
};

export default images;
