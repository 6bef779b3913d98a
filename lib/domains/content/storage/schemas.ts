import { z } from 'zod';
import { mimeEssence } from './content-type';

// The key's own rules (lib/domains/content/storage/key.ts) need the site, so the operation checks them; here only
// the shape. The type is kept as its lower-case essence (`image/png`), which the upload must match.
const ContentType = z
  .string()
  .max(255)
  .transform((v, ctx) => {
    const essence = mimeEssence(v);
    if (!essence) ctx.addIssue({ code: 'custom', message: 'a MIME type such as image/png' });
    return essence ?? '';
  });

export const PresignBody = z.strictObject({
  key: z.string().min(1).max(2000).describe('a relative path such as img/logo.png; stored as <site uid>/<key>'),
  contentType: ContentType.describe('the MIME type the upload will send as Content-Type'),
  size: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe(
      "bytes; when given, the upload may not exceed it (at most UPLOAD_MAX_BYTES), and it is what the site's storage quota sets aside (on S3 the URL signs it as the exact Content-Length). Without it the quota sets aside what is left of it, at most UPLOAD_MAX_BYTES; the local store refuses more, S3 cannot (send `size` there)",
    ),
});
export type PresignBody = z.output<typeof PresignBody>;

export const PresignView = z.object({
  url: z.string().describe('where to PUT the bytes'),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()).describe('headers the PUT must send exactly (content-type; content-disposition on S3 for non-images)'),
  key: z.string().describe('the stored key: <site uid>/<key>'),
  publicUrl: z.string().nullable().describe('where the file is read once uploaded (null on S3 without S3_PUBLIC_URL)'),
  expiresAt: z.string().describe('ISO time after which the URL is refused'),
});

// What a local upload URL carries besides its path (lib/domains/content/storage/upload-signature.ts).
export const UploadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  type: z.string().max(255),
  max: z.coerce.number().int().min(0),
  sig: z.string().min(1).max(200),
});
export type UploadQuery = z.output<typeof UploadQuery>;

export const UploadView = z.object({
  key: z.string(),
  size: z.number().int(),
  publicUrl: z.string(),
  version: z.string().describe("the bytes' content version (image variant URLs carry it as `v`)"),
  image: z
    .object({ width: z.number().int(), height: z.number().int(), format: z.string(), placeholder: z.string().describe('ThumbHash, base64') })
    .nullable()
    .describe('a raster image (png, jpeg, webp, avif, gif) as measured: its size as shown (EXIF orientation applied); null for anything else'),
});

export const StorageQuotaBody = z.strictObject({
  quotaBytes: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().describe('bytes the site may keep in the store; null: back to STORAGE_QUOTA_BYTES'),
});
