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

// Keyset pagination: `?cursor=` names the last row of the previous page by its sort key, so the next
// page is read from the list's index after it, as fast on page 50,000 as on page 1 (an OFFSET reads
// and drops every row before the page), and rows inserted or deleted meanwhile shift nothing: a walk
// sees every row that was there when it started exactly once. The cursor also carries the page it leads
// to (the answer's `page`) and the filters it was made for: with other filters its position would
// mean another place in another list, so it is refused instead (422).
type Filters = Record<string, string | number>;
interface Cursor<K> {
  key: K;
  page: number;
  filters: Filters;
}

// base64url of UTF-8 JSON: opaque and URL-safe, with no Node API (this module reaches the browser).
const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) => new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

const FilterValues = z.record(z.string(), z.union([z.string(), z.number()]));

export function encodeCursor<K>(cursor: Cursor<K>): string {
  return toBase64Url(JSON.stringify({ k: cursor.key, p: cursor.page, f: cursor.filters }));
}

const NOT_A_CURSOR = 'not a cursor of this list: pass the next_cursor of a previous answer unchanged';

// The `?cursor=` parameter for a list sorted by `key`: an empty value is no cursor (the first page);
// anything else that is not a cursor of this list is a 422.
function cursorParam<K extends z.ZodType>(key: K) {
  const body = z.object({ k: key, p: z.number().int().min(2), f: FilterValues });
  return z
    .string()
    .max(4000, NOT_A_CURSOR)
    .transform((text, ctx): Cursor<z.output<K>> | undefined => {
      if (!text) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(fromBase64Url(text));
      } catch {
        decoded = undefined;
      }
      const parsed = body.safeParse(decoded);
      if (parsed.success) {
        const { k, p, f } = parsed.data as { k: z.output<K>; p: number; f: Filters };
        return { key: k, page: p, filters: f };
      }
      ctx.issues.push({ code: 'custom', message: NOT_A_CURSOR, input: text });
      return z.NEVER;
    })
    .optional()
    .describe('the next_cursor of the previous answer: the page after it, read by position (fast at any depth, stable while rows are added); `page` is then ignored');
}

// The filters of a list's query that are set, as a cursor carries them.
export function filterValues(q: Record<string, unknown>, names: readonly string[]): Filters {
  const out: Filters = {};
  for (const name of [...names].sort()) {
    const v = q[name];
    if (typeof v === 'string' || typeof v === 'number') out[name] = v;
  }
  return out;
}

const sameFilters = (a: Filters, b: Filters) => JSON.stringify(filterValues(a, Object.keys(a))) === JSON.stringify(filterValues(b, Object.keys(b)));

// A list query with filters and a cursor bound to them (see above).
export function keysetQuery<K extends z.ZodType, F extends z.ZodRawShape>(key: K, filters: F) {
  const names = Object.keys(filters);
  return PageQuery.extend({ ...filters, cursor: cursorParam(key) }).superRefine((q, ctx) => {
    // Runs after a refused cursor too (its issue is already there): only a decoded one has filters.
    const { cursor } = q as { cursor?: Partial<Cursor<unknown>> };
    if (cursor?.filters && !sameFilters(cursor.filters, filterValues(q, names)))
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'this cursor was made for a list with other filters: send the filters of the answer it came from, or start again without a cursor' });
  });
}

export const KeysetPagination = Pagination.extend({
  next_cursor: z.string().nullable().describe('pass as `cursor` for the next page (also in page mode); null on the last page'),
});

// One page of a keyset list: `rows` holds up to page_size + 1 rows from the cursor's position (or the
// page's offset), the extra one telling whether another page follows. Page mode answers `more` and
// `next_page` from the total as before; after a cursor they follow the rows (the total counts the whole
// list, rows before the cursor too).
export async function keysetPage<R, V, K>(
  q: PageQuery & { cursor?: Cursor<K> },
  filters: Filters,
  rows: PromiseLike<R[]>,
  total: PromiseLike<number>,
  view: (row: R) => V,
  keyOf: (row: R) => K,
): Promise<{ items: V[]; pagination: z.output<typeof KeysetPagination> }> {
  const [list, counted] = await Promise.all([rows, total]);
  const shown = list.slice(0, q.page_size);
  const last = shown.at(-1);
  const page = q.cursor?.page ?? q.page;
  const following = list.length > q.page_size;
  const next_cursor = following && last ? encodeCursor({ key: keyOf(last), page: page + 1, filters }) : null;
  const pagination = q.cursor ? { page, page_size: q.page_size, total_entries: counted, more: following, next_page: following ? page + 1 : null } : paginate(q, counted);
  return { items: shown.map(view), pagination: { ...pagination, next_cursor } };
}
