import { RENDER_LIMITS } from './engine';
import { FILTER_OUTPUT_LIMITS } from './core/bounded-filters';

// Work one render may do besides computing (published in the runtime manifest's limits.render).
export const RENDER_WORK_LIMITS = {
  // Wall clock of the whole render, awaited fetches and collection queries included.
  timeMs: RENDER_LIMITS.renderLimit,
  fetchesPerRender: 20,
  logRowsPerRender: 5,
  filterOutputChars: FILTER_OUTPUT_LIMITS.maxStringLength,
  filterOutputItems: FILTER_OUTPUT_LIMITS.maxArrayLength,
} as const;

// Size of one rendered page (characters), the render loop's `outputLimit` (lib/pages/render.ts).
export const OUTPUT_LIMIT = 8 * 1024 * 1024;

// One `{% fetch %}`: its time and the size of its answer (lib/pages/fetcher.ts).
export const FETCH_TIMEOUT_MS = 3000;
export const FETCH_MAX_BYTES = 1024 * 1024;
