import { z } from 'zod';
import { IMAGE_FITS, IMAGE_FORMATS, snappedSize } from '@/lib/liquid/core/image-sizes';

const size = z.coerce.number().int().min(1).max(100_000);

// A stored file's URL asks for a variant with any of these (`?w=400&fm=webp`). Sizes snap as
// lib/liquid/core/image-sizes.ts says (widths to a list; with both, the shape to a list of ratios);
// `v` only tells caches which original it was made from.
export const ImageQueryFields = z.strictObject({
  w: size.optional().describe('width: snaps up to 64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920 or 2560'),
  h: size.optional().describe('height: alone, snaps as a width does; with w, the shape snaps to the nearest of 21:9, 16:9, 16:10, 3:2, 4:3, 5:4, 1:1 and their portrait forms (to 1:2)'),
  fit: z.enum(IMAGE_FITS).default('inside'),
  fm: z.enum(IMAGE_FORMATS).default('auto'),
  v: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});
export const ImageQuery = ImageQueryFields.transform((q) => {
  const s = snappedSize(q.w, q.h);
  return { ...q, w: s.width, h: s.height };
});
export type ImageQuery = z.output<typeof ImageQuery>;

export const asksForVariant = (params: URLSearchParams): boolean => ['w', 'h', 'fit', 'fm'].some((k) => params.has(k));
