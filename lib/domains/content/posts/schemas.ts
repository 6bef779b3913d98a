import { z } from 'zod';
import { ClientUid, IsoDate, JsonObject, ShortText, Slug, Title } from '@/lib/shared/content/fields';
import { keysetQuery } from '@/lib/shared/pagination';

const PostType = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'a lower-case word such as post, page or product');
const fields = {
  title: Title,
  body: z.string().max(500_000).optional(),
  type: PostType.optional(),
  status: z.number().int().min(0).max(99).optional(),
  tag: ShortText.nullable().optional(),
  label: ShortText.nullable().optional(),
  date: IsoDate.optional(),
  slug: Slug.optional(),
  data: JsonObject.optional(),
  media: z.array(z.json()).max(50).optional(),
};

export const CreatePostBody = z.strictObject({ uid: ClientUid.optional(), ...fields });
export const UpdatePostBody = z.strictObject(fields).partial();

// Filters never fail a list: a junk value is ignored, like a junk page number.
const filter = z.string().trim().min(1).max(120).optional().catch(undefined);
export const POST_FILTERS = {
  type: filter,
  tag: filter,
  label: filter,
  status: z.coerce.number().int().min(0).max(99).optional().catch(undefined),
  date: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .optional()
    .catch(undefined),
  slug: filter,
};

// A real instant from year 1 (2026-02-31 rolls over in a Date, and PostgreSQL refuses year 0).
function realInstant(s: string): boolean {
  const ms = Date.parse(`${s.slice(0, 23)}Z`);
  return s.slice(0, 4) !== '0000' && !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(s.slice(0, 23));
}

// A post's place in the list (lib/domains/content/posts/list.ts): its date and created_at to the microsecond, as
// PostgreSQL keeps them (a JavaScript Date keeps milliseconds, which would skip or repeat rows that
// differ below one), in UTC, and its uid (any text the column can hold: a post imported by SQL may
// have a uid the API would not give).
const Instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine(realInstant);
const StoredUid = z
  .string()
  .min(1)
  .max(1000)
  .regex(/^[^\u0000]+$/);
const PostSortKey = z.tuple([Instant, Instant, StoredUid]);
export type PostSortKey = z.output<typeof PostSortKey>;

export const PostQuery = keysetQuery(PostSortKey, POST_FILTERS);

export const PostView = z.object({
  uid: z.string(),
  title: z.string(),
  slug: z.string(),
  body: z.string(),
  type: z.string(),
  status: z.number().int(),
  tag: z.string().nullable(),
  label: z.string().nullable(),
  date: z.string(),
  data: z.record(z.string(), z.unknown()),
  media: z.array(z.unknown()),
  authorUid: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PostView = z.infer<typeof PostView>;
