import sharp, { type Metadata } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { invalid } from '@/lib/shared/errors';
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

// Image formats as a site owner knows them (sharp's format names), with the extension to give the file.
const FORMATS: Record<string, { name: string; ext: string }> = {
  jpeg: { name: 'JPEG', ext: '.jpg' },
  png: { name: 'PNG', ext: '.png' },
  webp: { name: 'WebP', ext: '.webp' },
  heif: { name: 'AVIF or HEIF', ext: '.avif' },
  gif: { name: 'GIF', ext: '.gif' },
  svg: { name: 'SVG', ext: '.svg' },
  tiff: { name: 'TIFF', ext: '.tif' },
};
const formatName = (format: string) => FORMATS[format]?.name ?? format.toUpperCase();
// The claimed type's format in words: AVIF for image/avif (which sharp reads as heif).
const claimedName = (type: string) => (type === 'image/avif' ? 'AVIF' : formatName(RASTER_TYPES[type] ?? type));
// "an AVIF", "an SVG", "a PNG".
const a = (name: string) => `${/^([AEIOU]|SVG)/.test(name) ? 'an' : 'a'} ${name}`;

// The upload's width and height as shown (EXIF orientation applied), format and placeholder, for a
// file whose type names a raster image. A file that is not the image its type claims, or that has more
// pixels than IMAGE_MAX_PIXELS, is refused (422) before anything of it is decoded. The messages are the
// site owner's: the format by name and what to do (the type the upload claimed is in the request).
export async function measureImage(file: string, claimedType: string): Promise<ImageFacts> {
  const expected = RASTER_TYPES[claimedType];
  const claimed = claimedName(claimedType);
  let meta: Metadata;
  try {
    meta = await sharp(file, { ...decodeOptions(), limitInputPixels: false }).metadata();
  } catch {
    throw invalid(`This file is not ${a(claimed)} image. If it is a picture, save it again as ${claimed} and upload it; if it is another kind of file, give its name its real extension.`);
  }
  if (!meta.format || !meta.width || !meta.height) throw invalid(`This file is not ${a(claimed)} image: save it again as ${claimed} and upload it.`);
  if (meta.format !== expected) {
    const actual = FORMATS[meta.format];
    const fix = actual ? `rename it to end in ${actual.ext} and upload it again` : `save it as ${claimed} and upload it again`;
    throw invalid(`This file is ${a(formatName(meta.format))} image, not ${a(claimed)}: ${fix}.`);
  }
  const pixels = meta.width * meta.height;
  if (pixels > maxInputPixels()) {
    throw invalid(`This image is ${meta.width} x ${meta.height} pixels, over the limit of ${(maxInputPixels() / 1e6).toFixed(0)} megapixels: make it smaller and upload it again.`);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  let placeholder: string;
  try {
    const { data, info } = await sharp(file, decodeOptions()).rotate().resize(100, 100, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    placeholder = Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
  } catch {
    throw invalid(`This ${claimed} image is damaged and cannot be read: save it again and upload it.`);
  }
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, format: meta.format, placeholder };
}
