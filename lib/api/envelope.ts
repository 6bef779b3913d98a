import { z } from 'zod';
import { KeysetPagination, Pagination } from '@/lib/shared/pagination';

// The success answers' shapes (every JSON answer is an envelope {state, data}), typed so that a
// declaration's `ok.schema` tells the typed client what `data` holds. Browser-safe: zod only.
export const envelope = <D extends z.ZodType>(data: D) => z.object({ state: z.literal('ok'), data });
export const itemOf = <I extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(item: I, extra?: E) => envelope(z.object({ item, ...(extra ?? ({} as E)) }));
export const PaginationDoc = Pagination.meta({ id: 'Pagination' });
// A list that also takes `?cursor=` (lib/shared/pagination.ts, keysetQuery) answers a next_cursor.
export const KeysetPaginationDoc = KeysetPagination.meta({ id: 'KeysetPagination' });
export const listOf = <I extends z.ZodType, P extends z.ZodType = typeof PaginationDoc, E extends z.ZodRawShape = Record<never, never>>(item: I, pagination?: P, extra?: E) =>
  envelope(z.object({ items: z.array(item), pagination: pagination ?? (PaginationDoc as unknown as P), ...(extra ?? ({} as E)) }));
export const textOnly = envelope(z.object({ text: z.string() }));

export const uidParam = z.object({ uid: z.string().describe('record uid') });
export const idParam = z.object({ id: z.string().regex(/^\d+$/).describe('integer record id') });
