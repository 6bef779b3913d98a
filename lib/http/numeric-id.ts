import { notFound } from '@/lib/shared/errors';

// Integer ids in paths: anything that is not an id the column can hold is simply not found (a number
// past the column's range would make the database refuse the query: a 500).
export function numericId(value: string, max: number = Number.MAX_SAFE_INTEGER): number {
  const id = Number(value);
  if (!/^\d{1,16}$/.test(value) || !Number.isSafeInteger(id) || id > max) throw notFound();
  return id;
}

// Ids of `serial` (int4) columns: variants and discounts.
const INT4_MAX = 2_147_483_647;
export const serialId = (value: string): number => numericId(value, INT4_MAX);
