import { z } from 'zod';
import { ClientUid, IsoDate, JsonObject, ShortText, Slug, Title } from '@/lib/content/fields';
import { PageQuery } from '@/lib/pagination';

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
export const PostQuery = PageQuery.extend({
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
});

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
