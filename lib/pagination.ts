import { z } from 'zod';

// ?page= (1-based) and ?page_size= (default 20, capped at 100); junk values fall back to the defaults.
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .catch(20)
    .transform((n) => Math.min(n, 100)),
});
export type PageQuery = z.output<typeof PageQuery>;

export const Pagination = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_entries: z.number().int(),
  more: z.boolean(),
  next_page: z.number().int().nullable(),
});

function paginate(q: PageQuery, total: number): z.output<typeof Pagination> {
  const more = q.page * q.page_size < total;
  return { page: q.page, page_size: q.page_size, total_entries: total, more, next_page: more ? q.page + 1 : null };
}

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.page_size;

// One page of a list and its pagination block; the page's query and the count run together.
export async function listPage<R, V>(q: PageQuery, rows: PromiseLike<R[]>, total: PromiseLike<{ n: number }[]>, view: (row: R) => V) {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { items: list.map(view), pagination: paginate(q, counted?.n ?? 0) };
}
