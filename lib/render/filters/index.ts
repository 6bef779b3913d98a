import type { FilterImplOptions } from 'liquidjs';

// Filters registered over (or beside) liquidjs's standard set, one per file in this folder.
export const customFilters: Record<string, FilterImplOptions> = {};
