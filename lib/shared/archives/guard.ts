import { log } from '@/lib/shared/server-log';

// What the operator is told of. A refusal for size is an ordinary 422 to the client; one whose bytes
// inflate past what they declare, or whose size is absurd beside its compressed bytes, is someone
// trying the server (text compresses 3-10 times, deflate's best is about 1,030 to 1), and the server
// log gets a warning line naming the site.

const BOMB_RATIO = 100;

// How long one archive or body may take to read, by default.
export const ARCHIVE_TIME_MS = 10_000;

export interface BombReport {
  site: string;
  // What was being read: 'theme import', ...
  purpose: string;
  entry?: string;
  compressedBytes: number;
  declaredBytes?: number;
  // How many had come when inflation was stopped (at least; none when refused before inflating).
  inflatedBytes?: number;
  why: string;
}

export const absurd = (bytes: number, compressedBytes: number) => bytes > BOMB_RATIO * Math.max(compressedBytes, 1);

export function warnOfBomb({ why, ...report }: BombReport): void {
  log.warn(report, `${report.purpose}: refused an inflation bomb sent to site ${report.site}${report.entry ? ` (${report.entry})` : ''}: ${why}`);
}

// A reader's deadline: its signal aborts with `refusal()` after `ms`; `done` clears the timer.
export function deadline(ms: number, refusal: () => Error): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(refusal()), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

export const seconds = (ms: number) => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);
