import { z } from 'zod';

const HttpUrl = z.url({ protocol: /^https?$/, message: 'an http(s) URL' }).max(2000);
const Variant = z.strictObject({
  name: z.string().trim().min(1).max(60),
  url: HttpUrl,
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
  mime: z.string().max(120).optional(),
});

const fields = {
  name: z.string().trim().min(1).max(255),
  url: HttpUrl,
  mime: z
    .string()
    .trim()
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'a MIME type such as image/jpeg')
    .max(120),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  alt: z.string().max(500).nullable().optional(),
  variants: z.array(Variant).max(20).optional(),
  published: z.boolean().optional().describe('role 2+ only (default true): false keeps the record a draft, true publishes it. Below role 2 a record is always stored as a draft, whatever this says'),
};
export const CreateFileBody = z.strictObject(fields);
export const UpdateFileBody = z.strictObject(fields).partial();
export const FileView = z.object({
  uid: z.string(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  alt: z.string().nullable(),
  variants: z.array(z.unknown()),
  published: z.boolean().describe('false for a draft (created below role 2): read only by its creator and role 2+, never in the `files` collection or a page'),
  width: z.number().int().nullable().describe('of an uploaded raster image, as shown (EXIF orientation applied); null otherwise'),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable().describe('ThumbHash (base64) of an uploaded raster image: a blurred stand-in to paint before it loads'),
  version: z.string().nullable().describe("the uploaded bytes' content version: image variant URLs carry it as `v`, so they change when the file does"),
  ownerUid: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileView = z.infer<typeof FileView>;
