// The image variants a URL may ask for (lib/domains/content/images serves them, the image_url and image_tag filters
// write them). Widths and heights snap to one fixed list, so a visitor cannot mint unbounded variants.
export const IMAGE_WIDTHS = [64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920, 2560] as const;
export const IMAGE_FITS = ['cover', 'contain', 'inside'] as const;
export const IMAGE_FORMATS = ['auto', 'webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

// The smallest listed size at least `n` wide (the largest for anything above it).
export function snapSize(n: number): number {
  for (const w of IMAGE_WIDTHS) if (w >= n) return w;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

// Height to width of the crops a variant may have (21:9 to 1:2): with both sizes given, the ratio snaps
// to the nearest of these and the height follows from the snapped width, so the shape is kept and
// the variants of one image stay a small fixed set.
const RATIOS = [9 / 21, 9 / 16, 10 / 16, 2 / 3, 3 / 4, 4 / 5, 1, 5 / 4, 4 / 3, 3 / 2, 16 / 9, 2];

function snapRatio(r: number): number {
  let best = 1;
  for (const x of RATIOS) if (Math.abs(Math.log(x / r)) < Math.abs(Math.log(best / r))) best = x;
  return best;
}

// The size a request for `width` and `height` is served at (either may be missing).
export function snappedSize(width?: number, height?: number): { width?: number; height?: number } {
  if (width && height) {
    const w = snapSize(width);
    return { width: w, height: Math.max(1, Math.round(w * snapRatio(height / width))) };
  }
  return { width: width ? snapSize(width) : undefined, height: height ? snapSize(height) : undefined };
}

// Where the local store serves a site's files (lib/domains/content/storage/paths.ts says the same for the server).
const STORED_FILES_PATH = '/api/v1/storage/files/';

export interface ImageRequest {
  width?: number;
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
}

// The URL of a variant of a stored file: `url` with w, h, fit, fm and v (the original's content
// version, so the URL changes when the original does). A URL outside the store is returned as it is:
// nothing transforms it.
export function variantUrl(url: string, version: string | null | undefined, want: ImageRequest): string {
  const at = url.indexOf(STORED_FILES_PATH);
  if (at < 0) return url;
  const base = url.split(/[?#]/)[0];
  const q = new URLSearchParams();
  const size = snappedSize(want.width, want.height);
  if (size.width) q.set('w', String(size.width));
  if (size.height) q.set('h', String(size.height));
  if (want.fit && want.height) q.set('fit', want.fit);
  q.set('fm', want.format ?? 'auto');
  if (version) q.set('v', version);
  return `${base}?${q}`;
}

// What the image filters take: a file record (from `{% collection files %}`: url, width, height,
// version, alt) or a URL.
export interface ImageSource {
  url: string;
  width: number | null;
  height: number | null;
  version: string | null;
  alt: string | null;
}

export function imageSource(input: unknown): ImageSource | null {
  if (typeof input === 'string') return input ? { url: input, width: null, height: null, version: null, alt: null } : null;
  if (!input || typeof input !== 'object') return null;
  const r = input as Record<string, unknown>;
  if (typeof r.url !== 'string' || !r.url) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
  return { url: r.url, width: num(r.width), height: num(r.height), version: typeof r.version === 'string' ? r.version : null, alt: typeof r.alt === 'string' ? r.alt : null };
}
