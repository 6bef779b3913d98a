import sharp, { type Metadata } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { invalid } from '@/lib/errors';
import { RASTER_TYPES, maxInputPixels } from './limits';
import { decodeOptions } from './transform';

export interface ImageFacts {
  width: number;
  height: number;
  format: string;
  // A ThumbHash (base64, ~25 bytes): a blurred stand-in a page can paint before the image arrives.
  placeholder: string;
}

export const isRasterType = (type: string): boolean => type in RASTER_TYPES;

// The upload's width and height as shown (EXIF orientation applied), format and placeholder, for a
// file whose type names a raster image. A file that is not the image its type claims, or that has more
// pixels than IMAGE_MAX_PIXELS, is refused (422) before anything of it is decoded.
export async function measureImage(file: string, claimedType: string): Promise<ImageFacts> {
  const expected = RASTER_TYPES[claimedType];
  let meta: Metadata;
  try {
    meta = await sharp(file, { ...decodeOptions(), limitInputPixels: false }).metadata();
  } catch {
    throw invalid(`This file is not a ${claimedType} image: upload the image itself, or give its real Content-Type`);
  }
  if (meta.format !== expected || !meta.width || !meta.height) {
    throw invalid(`This file is ${meta.format ? `a ${meta.format} image` : 'not an image'}, not the ${claimedType} its Content-Type claims`);
  }
  const pixels = meta.width * meta.height;
  if (pixels > maxInputPixels()) {
    throw invalid(`The image is ${meta.width} x ${meta.height} pixels, over this platform's limit of ${(maxInputPixels() / 1e6).toFixed(0)} megapixels: make it smaller first`);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  let placeholder: string;
  try {
    const { data, info } = await sharp(file, decodeOptions()).rotate().resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    placeholder = Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
  } catch {
    throw invalid(`This ${claimedType} image is damaged and cannot be read: upload it again`);
  }
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, format: meta.format, placeholder };
}
