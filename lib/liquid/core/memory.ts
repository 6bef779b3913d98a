// The render's memory limiter, handed to liquidjs's Context in place of its own (same shape: `use` and
// `check`, the same error message), with one more rule. liquidjs charges a range `(a..b)` to this
// limiter and then builds its array in one step: `{% assign r = (1..60000000) %}` passed the 64 Mi
// limit and held the event loop for seconds. Filters and captures charge large amounts legitimately
// (a 1 MiB string, an 8 MiB capture) and say so through `charging`; any other single charge above
// MAX_RANGE_ITEMS is a range, refused before it is built. Loops walk ranges without building them
// (lib/liquid/core/enumerable.ts), so only ranges kept in a variable or passed to a filter meet this.

const MAX_RANGE_ITEMS = 100_000;

let trusted = 0;

// Runs `work` (a filter call, a capture's charge) whose charges are sizes of values it made.
export function charging<T>(work: () => T): T {
  trusted++;
  try {
    return work();
  } finally {
    trusted--;
  }
}

export class RenderMemory {
  private used = 0;
  constructor(private readonly limit: number) {}

  use(count: number): void {
    const n = +count;
    if (!(n > 0)) return;
    if (trusted === 0 && n > MAX_RANGE_ITEMS) throw new Error(`range of ${n} items (at most ${MAX_RANGE_ITEMS} outside a loop)`);
    if (this.used + n > this.limit) throw new Error('memory alloc limit exceeded');
    this.used += n;
  }

  check(count: number): void {
    if (+count > this.limit) throw new Error('memory alloc limit exceeded');
  }
}
