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
