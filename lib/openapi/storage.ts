import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { UploadQuery, UploadView } from '@/lib/domains/content/storage/schemas';
import { ImageQueryFields } from '@/lib/domains/content/images/query';
import { IMAGE_VARIANTS_PER_ORIGINAL } from '@/lib/domains/content/images/limits';
import { document, envelope } from './common';

const keyParams = z.object({
  site: z.string().describe("the site uid (the host's own; any other answers 404)"),
  key: z.string().describe('the rest of the stored key; may span several segments (img/a.png)'),
});

// The local store's two legs, served by hand-written routes: the key spans several path segments
// ([...key]), up to 512 characters, which a declaration's one-segment path parameters cannot hold; the
// signed URL is the upload's whole credential; the upload answers CORS (with its OPTIONS) and the file
// HEAD too. The presign that leads here is declared (lib/domains/content/storage/api.ts).
export function registerStorage(r: OpenAPIRegistry): void {
  const tag = 'Storage';
  document(r, {
    method: 'put',
    path: '/api/v1/storage/upload/{site}/{key}',
    tag,
    errors: {
      409: 'the key clashes with another file (a folder in it is a file, or the name is a folder)',
      422: 'a raster image type (image/png, jpeg, webp, avif, gif) whose bytes are not that image, or an image of more than IMAGE_MAX_PIXELS pixels; a program by its first bytes (a Windows, Linux or macOS program, a `#!` script) whatever its name; or a kind a site may not upload (nothing is stored)',
      503: "the site's image work queue is full, or the database cannot be reached; try again after Retry-After seconds",
    },
    access: 'signedUrl',
    params: keyParams,
    query: UploadQuery,
    body: z.string().describe("the file's bytes"),
    bodyTypes: ['*/*'],
    ok: { status: 200, schema: envelope(UploadView.meta({ id: 'StoredUpload' })) },
    summary: "The local store's presigned upload",
    description:
      "Use the URL from presign as it is. A raster image (png, jpeg, webp, avif, gif) is measured before it is kept: its width and height as shown, format and a ThumbHash placeholder, answered as `image` and written to every file record naming the key (and to records made later); a file that is not the image its type claims, or has more pixels than IMAGE_MAX_PIXELS (40 million; a decompression bomb is refused from its header, before anything is decoded), answers 422 and nothing is stored. The Content-Type must be the signed one (else 415); more bytes than signed (or than UPLOAD_MAX_BYTES) answer 413 and nothing is stored. A program is refused by its first bytes (an MZ header with its PE header, ELF, Mach-O or the Java class magic, a `#!/` script) with 422, whatever the key and type say. The bytes received replace the URL's reservation in the site's quota (and replace the key's former bytes); an upload that fails (any 4xx, or a client that goes away mid-body) gives the reservation back at once; the URL may be used again within what the quota has left. An upload that would pass the quota (its URL expired meanwhile, or used again) answers 413 and nothing is stored. Only the site's own host accepts it. CORS: any origin, no credentials (OPTIONS answers the preflight).",
  });
  document(r, {
    method: 'get',
    path: '/api/v1/storage/files/{site}/{key}',
    tag,
    access: 'public',
    params: keyParams,
    query: ImageQueryFields,
    errors: {
      413: "a new image size while the site's storage quota is used up (variants count against it); existing sizes and the original are still served",
      422: `an image size asked of a file that is not a raster image, or of one that cannot be read; or a malformed w, h, fit or fm; or a new size of an image that has ${IMAGE_VARIANTS_PER_ORIGINAL} sizes and formats already`,
      503: 'this site already has IMAGE_WAITING_PER_SITE new image sizes waiting to be made, or the database cannot be reached; try again after Retry-After seconds',
    },
    ok: { status: 200, contentType: '*/*', schema: z.string().describe("the file's bytes"), description: 'the file' },
    summary: 'An uploaded file (local store)',
    description:
      "On the site's own host only (the platform host and other sites answer 404). Raster images (png, jpeg, gif, webp, avif, ico) are served inline with their type; anything else as a download (Content-Disposition: attachment), and HTML, SVG, XML and script as application/octet-stream. Always X-Content-Type-Options: nosniff and a sandboxing Content-Security-Policy. ETag and If-None-Match (304); Cache-Control: public, max-age=300. " +
      `Any of \`w\`, \`h\`, \`fit\`, \`fm\` asks for a variant of a raster image instead (the \`image_url\` and \`image_tag\` Liquid filters write these URLs): turned upright by its EXIF orientation, resized to fit (never enlarged), re-encoded, and without any of the original's metadata (EXIF and its GPS position, XMP). \`w\` and \`h\` snap up to 64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920 or 2560; \`fit\` (with both) is inside (default), cover or contain; \`fm\` is auto (WebP when Accept names image/webp, else JPEG, PNG for a PNG; Vary: Accept), webp, avif, jpeg or png. A variant is made once, in the site's turn of a small pool shared fairly by sites, and stored beside the original for every instance; it counts against the site's storage quota (\`variantBytes\` of GET /sites/limits) and is deleted with its original (a new upload to the key, or deleting it). At most ${IMAGE_VARIANTS_PER_ORIGINAL} sizes and formats are kept of one image. A new variant past the quota answers 413, past that bound 422: in the envelope, or, to a request whose Accept names image/* (an <img>), with the original's bytes as the body (Cache-Control: no-store, X-Image-Variant: refused, X-Image-Refused: the reason), so pages still show the image. With \`v\` equal to the original's content version (the file record's \`version\`) the answer is Cache-Control: public, max-age=31536000, immutable (a new upload has a new version, so new URLs); otherwise max-age=300.`,
  });
}
