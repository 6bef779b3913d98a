import { OTHER } from './visit';

// One site's counts in one flush window: views per path (with the post the page showed, if any) and
// per referring host.
export interface SiteWindow {
  paths: Map<string, { views: number; postUid: string }>;
  referrers: Map<string, number>;
}

// day (YYYY-MM-DD, UTC) -> site uid -> counts
export type ViewBatch = Map<string, Map<string, SiteWindow>>;

const DAY_MS = 86_400_000;

// The in-process counters every served page adds to, synchronously: a clock read, two or three map
// look-ups and an increment. A site adds at most `maxPaths` distinct paths (and referring hosts) per
// window; the rest count under `(other)`, so random URLs cannot grow the map or the table.
export class ViewCounters {
  private batch: ViewBatch = new Map();
  private today: Map<string, SiteWindow> = new Map();
  private dayEndsAt = 0;
  private size = 0;

  constructor(private readonly maxPaths: number) {}

  count(siteUid: string, path: string, postUid: string, referrer: string | null, now = Date.now()): void {
    if (now >= this.dayEndsAt) this.startDay(now);
    let site = this.today.get(siteUid);
    if (!site) {
      site = { paths: new Map(), referrers: new Map() };
      this.today.set(siteUid, site);
    }
    let entry = site.paths.get(path);
    if (!entry) {
      if (site.paths.size >= this.maxPaths) path = OTHER;
      entry = site.paths.get(path);
      if (!entry) {
        entry = { views: 0, postUid };
        site.paths.set(path, entry);
      }
    }
    entry.views++;
    this.size++;
    if (referrer !== null) {
      const key = site.referrers.has(referrer) || site.referrers.size < this.maxPaths ? referrer : OTHER;
      site.referrers.set(key, (site.referrers.get(key) ?? 0) + 1);
    }
  }

  // Views counted since the last take.
  get pending(): number {
    return this.size;
  }

  // Hands the counts over and starts an empty window.
  take(): ViewBatch {
    const out = this.batch;
    this.batch = new Map();
    this.dayEndsAt = 0;
    this.size = 0;
    return out;
  }

  private startDay(now: number): void {
    const start = now - (now % DAY_MS);
    const day = new Date(start).toISOString().slice(0, 10);
    let sites = this.batch.get(day);
    if (!sites) {
      sites = new Map();
      this.batch.set(day, sites);
    }
    this.today = sites;
    this.dayEndsAt = start + DAY_MS;
  }
}
