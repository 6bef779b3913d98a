import { notFound } from '@/lib/errors';

// Integer ids in paths (comments, redirects): anything else is simply not found.
export function numericId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id)) throw notFound();
  return id;
}
