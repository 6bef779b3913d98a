// Work done since the render driver (lib/liquid/run.ts) last read the clock, in characters and items
// that filters took and returned. The driver reads the clock every few dozen steps, which is plenty
// for ordinary steps of microseconds; a filter over a 1 MiB string takes milliseconds, so once this
// much work has piled up the next step reads the clock (and hands the event loop back when its slice
// is over), and a {{ }} with many filters takes a step between them (lib/liquid/core/output.ts).
// One counter for the thread: only one render runs at a time on it.
const WORK_PER_CHECK = 256 * 1024;
let pending = 0;

export function addWork(units: number): void {
  pending += units;
}

export function workDue(): boolean {
  return pending >= WORK_PER_CHECK;
}

export function clearWork(): void {
  pending = 0;
}
