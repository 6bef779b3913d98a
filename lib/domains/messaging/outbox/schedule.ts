import { env } from '@/lib/shared/env';

// Retry delays after the 1st, 2nd, … failed attempt: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then
// the row is dead (kept, visible). OUTBOX_RETRY_BASE_MS (default 5000) is the first delay; the others
// scale with it, so a test can run the whole schedule in seconds.
const SCHEDULE_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];

export const MAX_ATTEMPTS = SCHEDULE_MS.length + 1;

// The delay before the next attempt after `attempts` attempts failed, with ±20 % jitter (so a
// receiver that came back is not hit by every waiting event at the same instant), or null: give up.
export function retryDelayMs(attempts: number, random: () => number = Math.random): number | null {
  const base = SCHEDULE_MS[attempts - 1];
  if (base === undefined) return null;
  const scaled = (base * env.OUTBOX_RETRY_BASE_MS) / SCHEDULE_MS[0]!;
  return Math.round(scaled * (0.8 + 0.4 * random()));
}
