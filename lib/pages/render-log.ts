import { LRUCache } from 'lru-cache';
import { logEvent, type LogLevel } from '@/lib/domains/platform/site-logs';
import { RENDER_WORK_LIMITS } from '@/lib/liquid/limits';
import { processSingleton } from '@/lib/shared/process-singleton';

// Rows already written per template generation: a failing or warning page is rendered again on every
// request (failures are never cached), and the same row each time would flood the site log. A row is
// written once per site generation, template and message in a process, and again after REPEAT_MS at
// the earliest (a problem that lasts stays visible).
const REPEAT_MS = 10 * 60_000;
const written = processSingleton('render-log-written', () => new LRUCache<string, true>({ max: 20_000, ttl: REPEAT_MS }));

// The log of one render: the first few rows are written, the rest counted and summarised in one row
// at the end (5,000 failing prefetches wrote 5,000 rows per request).
export class RenderLog {
  private written = 0;
  private readonly dropped = new Map<string, number>();

  // `generation`: the site generation and template uid the render used (what "the same page" means).
  // `quiet`: nothing is written (a preview of unsaved work: its errors are shown in the editor, and are
  // no failure of the site).
  constructor(
    private readonly siteUid: string,
    private readonly data: Record<string, unknown>,
    private readonly generation = '',
    private readonly quiet = false,
  ) {}

  // False when this row was written for the same generation lately (then it is skipped, not counted),
  // and always in a quiet log.
  private firstTime(kind: string, message: string): boolean {
    if (this.quiet) return false;
    const key = `${this.siteUid}|${this.generation}|${kind}|${message.slice(0, 300)}`;
    if (written.has(key)) return false;
    written.set(key, true);
    return true;
  }

  write(level: LogLevel, kind: string, message: string, extra: Record<string, unknown> = {}): void {
    if (!this.firstTime(kind, message)) return;
    if (this.written < RENDER_WORK_LIMITS.logRowsPerRender) {
      this.written++;
      void logEvent(this.siteUid, level, kind, message, { ...this.data, ...extra });
    } else this.dropped.set(kind, (this.dropped.get(kind) ?? 0) + 1);
  }

  // A render's failure is written whatever came before it in this render (once per generation).
  failed(message: string, extra: Record<string, unknown> = {}): void {
    if (!this.firstTime('render.failed', message)) return;
    this.written++;
    void logEvent(this.siteUid, 'error', 'render.failed', message, { ...this.data, ...extra });
  }

  // Counts something not worth a row of its own; it shows in the summary.
  count(kind: string, n = 1): void {
    this.dropped.set(kind, (this.dropped.get(kind) ?? 0) + n);
  }

  finish(): void {
    if (this.dropped.size === 0) return;
    const total = [...this.dropped.values()].reduce((a, b) => a + b, 0);
    const parts = [...this.dropped].map(([kind, n]) => `${n} ${kind}`).join(', ');
    const more = Object.fromEntries(this.dropped);
    this.dropped.clear();
    if (!this.firstTime('render.log_capped', parts)) return;
    void logEvent(this.siteUid, 'warn', 'render.log_capped', `and ${total} more (${parts})`, { ...this.data, more });
  }
}
