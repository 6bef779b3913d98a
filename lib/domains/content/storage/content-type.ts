// Content types: what a presign accepts, and how a stored file is served so that nothing uploaded
// ever runs as a page of the site's origin.

// `type/subtype` only (parameters are dropped when comparing), lower case, RFC 6838 characters.
const ESSENCE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

// The type without parameters, lower case; null when it is not a MIME type.
export function mimeEssence(value: string | null | undefined): string | null {
  if (!value) return null;
  const essence = value.split(';')[0]!.trim().toLowerCase();
  return ESSENCE.test(essence) ? essence : null;
}

// Raster images are shown inline (an <img> of the site can use them); they cannot carry script.
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/x-icon', 'image/vnd.microsoft.icon']);

// Types a browser may run or render as a document: served as plain bytes, never under their own type.
const ACTIVE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript|application\/ecmascript|text\/ecmascript|application\/x-javascript)$|\+xml$/;

export const isInlineType = (type: string): boolean => INLINE_TYPES.has(type);

// The headers that decide how a stored file is shown: its type and, for anything not a raster
// image, a download (attachment) with its name in both the plain and the RFC 5987 form.
export function servingHeaders(storedType: string | null, fileName: string): Record<string, string> {
  const type = mimeEssence(storedType) ?? 'application/octet-stream';
  if (isInlineType(type)) return { 'content-type': type };
  return {
    'content-type': ACTIVE.test(type) ? 'application/octet-stream' : type,
    'content-disposition': attachment(fileName),
  };
}

export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

// RFC 5987 value characters: encodeURIComponent leaves ' ( ) * ! which the attr-char set excludes.
const rfc5987 = (s: string): string => encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
