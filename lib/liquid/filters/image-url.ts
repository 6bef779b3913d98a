import { toValue } from 'liquidjs';
import { type FilterThis, splitArgs } from '../core/filter-args';
import { type ImageFit, type ImageFormat, IMAGE_FORMATS, type ImageRequest, imageSource, variantUrl } from '../core/image-sizes';
import { toNum } from '../core/values';
import { defineFilter } from '../declare';

// `crop` (Shopify's word) with both sizes: cover (or center) fills them and cuts the rest, contain
// fits inside and pads; without crop the image fits inside them.
function fitOf(crop: unknown): ImageFit | undefined {
  if (crop === 'contain') return 'contain';
  if (crop === true || crop === 'cover' || crop === 'center') return 'cover';
  return undefined;
}

// The keyword arguments both image filters share.
export function imageRequest(keywords: Map<string, unknown>): ImageRequest {
  const size = (v: unknown) => {
    const n = Math.round(toNum(toValue(v)));
    return n > 0 ? n : undefined;
  };
  const format = toValue(keywords.get('format'));
  return {
    width: size(keywords.get('width')),
    height: size(keywords.get('height')),
    fit: fitOf(toValue(keywords.get('crop'))),
    format: IMAGE_FORMATS.includes(format as ImageFormat) ? (format as ImageFormat) : undefined,
  };
}

function imageUrl(this: FilterThis, input: unknown, ...args: unknown[]): string {
  const source = imageSource(toValue(input));
  if (!source) return '';
  return variantUrl(source.url, source.version, imageRequest(splitArgs(this, args).keywords));
}

export default defineFilter({
  name: 'image_url',
  arity: 'unchecked',
  doc: {
    syntax: 'file | image_url: width: 600, height: 400, crop: "center", format: "webp"',
    summary:
      'The URL of a right-sized copy of an uploaded image (a file record from `{% collection files %}`, or its URL): `width` and `height` snap to 64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920 or 2560 px and never enlarge; `crop: "center"` fills both sizes, `crop: "contain"` fits inside them; `format` is auto (WebP where the browser takes it), webp, avif, jpeg or png. Copies have no EXIF or GPS data and are cached for a year: the URL changes when the file is uploaded again. Other URLs are returned as they are.',
  },
  impl: imageUrl,
});
