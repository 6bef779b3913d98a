// The bench's rows, in the order they run within their phase, and the report's layout. A row is a
// module: { id, needs, phase, run(ctx), targets(report) } and, as it has them, `selectedBy` (the --only
// ids that pick it; [id] when absent), `alone`, `skip(ctx)`, `scenario`, `table` and `section`
// (bench/run.mjs says what each means). Adding a row: its module here, and its ids in REPORT.
import analyticsCost from './analytics-cost.mjs';
import analytics from './analytics.mjs';
import cached from './cached.mjs';
import ceiling from './ceiling.mjs';
import checkout from './checkout.mjs';
import images from './images.mjs';
import inprocess from './inprocess.mjs';
import lead from './lead.mjs';
import memory from './memory.mjs';
import next from './next.mjs';
import noisy from './noisy.mjs';
import plugins from './plugins.mjs';
import posts from './posts.mjs';
import saveToFresh from './save-to-fresh.mjs';
import scale from './scale.mjs';
import search from './search.mjs';
import stampede from './stampede.mjs';
import uncached from './uncached.mjs';

export const ROWS = [inprocess, search, analyticsCost, cached, uncached, posts, lead, next, images, plugins, checkout, memory, saveToFresh, stampede, analytics, noisy, scale, ceiling];

// The report's order: the main table by result id, the targets by row id (and the two that span rows,
// bench/lib/report.mjs), the sections after the table by row id.
export const REPORT = {
  table: ['ceiling', 'cached', 'analytics-on', 'analytics-off', 'analytics-cost', 'uncached', 'posts', 'lead', 'next', 'save-to-fresh', 'stampede', 'inprocess', 'search'],
  targets: ['uncached', 'cached', 'analytics', 'next', 'save-to-fresh', 'stampede', 'rss-per-process', 'pglite-vs-postgres', 'plugins', 'noisy', 'scale', 'memory', 'search'],
  sections: ['plugins', 'noisy', 'images', 'checkout', 'scale', 'memory'],
};
