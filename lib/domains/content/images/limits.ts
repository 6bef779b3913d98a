import { env } from '@/lib/shared/env';

// What one image may cost: a file whose header promises more pixels than this is refused before a
// byte of it is decoded (a 50,000 x 50,000 PNG compresses to a few hundred KB and decodes to 2.5 GB).
export const maxInputPixels = () => env.IMAGE_MAX_PIXELS;
// A variant larger than this is not kept (a noisy 2560 px PNG): it answers 422.
export const MAX_VARIANT_BYTES = 8 * 1024 * 1024;
// Raster types the server measures and transforms; anything else named image/* (SVG, icons) is kept
// as uploaded and served as it is.
export const RASTER_TYPES: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
};
// Variants kept of one version of one original (sizes x formats x shapes). image_tag's srcset names at
// most 13 widths (its src and 256 px to 2560 px), each in two formats by `fm=auto` (WebP, or JPEG/PNG
// for a browser without it): 26; the rest leaves room for a second shape or a few image_url sizes.
// Past it a new variant is refused (422) and an image request gets the original instead.
export const IMAGE_VARIANTS_PER_ORIGINAL = 48;
