import { z } from 'zod';

// Field schemas shared by the content resources.
export const ClientUid = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '1 to 64 of A-Z, a-z, 0-9, _ and -');
export const Title = z.string().trim().min(1, 'required').max(300);
export const ShortText = z.string().trim().max(120);
export const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by -')
  .max(200);
export const JsonObject = z.record(z.string().max(200), z.json());
// A real calendar date: 2026-02-31 is refused rather than rolled over into March.
const realDay = (s: string) => {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};
export const IsoDate = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)) && realDay(s), 'an ISO date such as 2026-11-22 or 2026-11-22T10:00:00Z')
  .transform((s) => new Date(s));

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}
