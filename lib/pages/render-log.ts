import { logEvent, type LogLevel } from '@/lib/logs';
import { RENDER_WORK_LIMITS } from '@/lib/liquid/limits';

// The log of one render: the first few rows are written, the rest counted and summarised in one row
// at the end (5,000 failing prefetches wrote 5,000 rows per request).
export class RenderLog {
  private written = 0;
  private readonly dropped = new Map<string, number>();

  constructor(
    private readonly siteUid: string,
    private readonly data: Record<string, unknown>,
  ) {}

  write(level: LogLevel, kind: string, message: string, extra: Record<string, unknown> = {}): void {
    if (this.written < RENDER_WORK_LIMITS.logRowsPerRender) {
      this.written++;
      void logEvent(this.siteUid, level, kind, message, { ...this.data, ...extra });
    } else this.dropped.set(kind, (this.dropped.get(kind) ?? 0) + 1);
  }

  // A render's failure is always written, whatever came before it.
  failed(message: string, extra: Record<string, unknown> = {}): void {
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
    void logEvent(this.siteUid, 'warn', 'render.log_capped', `and ${total} more (${parts})`, { ...this.data, more: Object.fromEntries(this.dropped) });
    this.dropped.clear();
  }
}
