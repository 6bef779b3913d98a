import sharp, { type SharpOptions } from 'sharp';
import { invalid } from '@/lib/shared/errors';
import type { ImageFit } from '@/lib/liquid/core/image-sizes';
import { MAX_VARIANT_BYTES, maxInputPixels } from './limits';

// Each job uses one libvips thread and keeps no cache: lib/domains/content/images/turns.ts bounds how many run at once.
sharp.concurrency(1);
sharp.cache(false);

// Only the first frame of an animation; refused past the pixel limit from the header alone.
export const decodeOptions = (): SharpOptions => ({ limitInputPixels: maxInputPixels(), pages: 1, sequentialRead: true, failOn: 'error' });

export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png';
export interface VariantSpec {
  width?: number;
  height?: number;
  fit: ImageFit;
  format: OutputFormat;
}

export const CONTENT_TYPES: Record<OutputFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' };

// A variant of the original at `file`: turned upright by its EXIF orientation, resized (never
// enlarged), encoded, and without any of the original's metadata (EXIF with its GPS position, XMP,
// comments): sharp writes none unless asked.
export async function makeVariant(file: string, spec: VariantSpec): Promise<Buffer> {
  const fit = spec.width && spec.height ? spec.fit : 'inside';
  let out: Buffer;
  try {
    const image = sharp(file, decodeOptions()).rotate().resize({ width: spec.width, height: spec.height, fit, withoutEnlargement: true });
    if (spec.format === 'webp') image.webp({ quality: 78 });
    else if (spec.format === 'avif') image.avif({ quality: 55, effort: 2 });
    else if (spec.format === 'png') image.png({ compressionLevel: 8 });
    else image.jpeg({ quality: 80, mozjpeg: true });
    out = await image.toBuffer();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) throw invalid(`This image has more pixels than the limit of ${(maxInputPixels() / 1e6).toFixed(0)} megapixels: it is served only as uploaded`);
    throw invalid('This file cannot be read as an image: it is served only as uploaded');
  }
  if (out.byteLength > MAX_VARIANT_BYTES) throw invalid('This image size would be too large: ask for a smaller width or another format');
  return out;
}
