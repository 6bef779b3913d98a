import { toValue } from 'liquidjs';
import { type FilterThis, splitArgs } from '../core/filter-args';
import { IMAGE_WIDTHS, imageSource, snapSize, variantUrl } from '../core/image-sizes';
import { defineFilter } from '../declare';
import { imageRequest } from './image-url';

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (v: unknown) => {
  const x = toValue(v);
  return typeof x === 'string' || typeof x === 'number' ? String(x) : undefined;
};

// An <img> that lets the browser pick the copy its screen needs: `srcset` lists the listed widths from
// 256 px up to twice the shown width (never past the original), `sizes` says how wide it is shown,
// `width` and `height` keep its space while it loads (no layout shift).
function imageTag(this: FilterThis, input: unknown, ...args: unknown[]): string {
  const source = imageSource(toValue(input));
  if (!source) return '';
  const { keywords } = splitArgs(this, args);
  const want = imageRequest(keywords);
  const [origUrl, query] = source.url.split('?') as [string, string | undefined];
  // A URL made by image_url carries its width.
  const askedWidth = want.width ?? (Number(new URLSearchParams(query ?? '').get('w')) || undefined);
  const shown = askedWidth && source.width ? Math.min(askedWidth, source.width) : (askedWidth ?? source.width ?? undefined);
  const ratio = want.height && want.width && want.fit ? want.height / want.width : source.width && source.height ? source.height / source.width : null;
  const attrs: [string, string | undefined][] = [['src', variantUrl(origUrl, source.version, { ...want, width: shown })]];
  if (shown && variantUrl(origUrl, null, {}) !== origUrl) {
    const top = Math.min(source.width ?? Infinity, shown * 2);
    const widths = IMAGE_WIDTHS.filter((w) => w >= 256 && w <= top);
    if (!widths.includes(snapSize(shown) as (typeof IMAGE_WIDTHS)[number]) && snapSize(shown) <= top) widths.push(snapSize(shown) as (typeof IMAGE_WIDTHS)[number]);
    const srcset = widths
      .sort((a, b) => a - b)
      .map((w) => `${variantUrl(origUrl, source.version, { ...want, width: w, height: want.height && want.width ? Math.round((want.height * w) / want.width) : undefined })} ${w}w`);
    if (srcset.length > 1) attrs.push(['srcset', srcset.join(', ')]);
    attrs.push(['sizes', text(keywords.get('sizes')) ?? `(min-width: ${shown}px) ${shown}px, 100vw`]);
  }
  if (shown) attrs.push(['width', String(shown)]);
  if (shown && ratio) attrs.push(['height', String(Math.round(shown * ratio))]);
  attrs.push(['alt', text(keywords.get('alt')) ?? source.alt ?? '']);
  for (const name of ['class', 'id', 'fetchpriority']) attrs.push([name, text(keywords.get(name))]);
  attrs.push(['loading', text(keywords.get('loading')) ?? 'lazy'], ['decoding', 'async']);
  return `<img ${attrs
    .filter((a): a is [string, string] => a[1] !== undefined)
    .map(([k, v]) => `${k}="${attr(v)}"`)
    .join(' ')}>`;
}

export default defineFilter({
  name: 'image_tag',
  arity: 'unchecked',
  doc: {
    syntax: 'file | image_tag: width: 600, sizes: "(min-width: 60em) 50vw, 100vw", alt: "…"',
    summary:
      'An `<img>` of an uploaded image (a file record, or a URL from `image_url`) with `src`, a `srcset` of right-sized copies (from 256 px up to twice `width`, never past the original), `sizes` (default: `width` px on wide screens, else the full width), `width` and `height` (from the original\'s proportions, or `height` with `crop`), `alt` (the argument, else the file\'s alt text, else empty), `loading="lazy"` (`loading: "eager"` for the first image on a page) and `decoding="async"`; also `class`, `id`, `fetchpriority`, and image_url\'s `height`, `crop` and `format`.',
  },
  impl: imageTag,
});
