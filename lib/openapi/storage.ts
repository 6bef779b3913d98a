import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { PresignBody, PresignView, UploadQuery, UploadView } from '@/lib/storage/schemas';
import { ImageQueryFields } from '@/lib/images/query';
import { document, envelope } from './common';

const keyParams = z.object({
  site: z.string().describe("the site uid (the host's own; any other answers 404)"),
  key: z.string().describe('the rest of the stored key; may span several segments (img/a.png)'),
});

export function registerStorage(r: OpenAPIRegistry): void {
  const tag = 'Storage';
  document(r, {
    method: 'post',
    path: '/api/v1/storage/presign',
    tag,
    access: { role: ROLE.marketer },
    body: PresignBody,
    rateLimited: true,
    ok: { status: 200, schema: envelope(PresignView.meta({ id: 'PresignedUpload' })) },
    summary: "A URL to PUT one file to, under the site's own folder",
    description:
      "The key is a relative path of safe segments (letters, digits, `. _ - ~ ( ) + , @ = !` and space; no `%`, `\\`, `.`/`..` or empty segments, no leading `/` or drive letter, at most 512 characters); it is stored as `<site uid>/<key>`, and a key already starting with this site's uid is not prefixed twice. A key starting with another site's uid answers 422. `size` over UPLOAD_MAX_BYTES answers 413. " +
      "What a site may upload: images, videos, audio, documents (PDF, text, CSV, Word, Excel, PowerPoint, OpenDocument, EPUB), fonts, 3D models (GLB, glTF, USDZ, OBJ, STL) and ZIP archives, by the key's extension (the kinds' own types, or application/octet-stream) or, for a key without one, by `contentType`. Programs and scripts (.exe .msi .bat .cmd .com .scr .ps1 .sh .dll .jar .apk .app .dmg, .js and the like, or an executable type) and any other kind (HTML included) answer 422 naming the allowed kinds. " +
      'Refusals (`data.text`) are written for the site owner who reads them in the admin: sizes in KB and MB, formats by name, what to do; no setting or header names (the server log has those). ' +
      "Each site has a storage quota (STORAGE_QUOTA_BYTES, or the platform admin's figure for the site; GET /api/v1/sites/limits shows it and its use): stored bytes plus bytes set aside by unexpired upload URLs. A presign sets aside `size` bytes (without one, on the local store, what is left, at most UPLOAD_MAX_BYTES); one that would pass the quota answers 413 `payload_too_large` naming the quota and the use (`data.quota`). Presigns are rate-limited per site (RATE_LIMIT_PRESIGN a minute; 429 with Retry-After). Deleting a file record (role 3+) deletes the uploaded bytes its url names, when no other record of the site names them. " +
      'With S3_BUCKET and S3_ENDPOINT set: `size` is required (422 without), and the answer is an S3 presigned PUT (15 minutes) signing the content type, the exact length `size` and, for anything but raster images, `content-disposition: attachment`: send exactly `headers` and exactly `size` bytes. The key counts `size` against the quota from the presign on, whether or not the PUT is made, until its file record is deleted. ' +
      "Otherwise the local store: a URL on the site's own host, valid 15 minutes, for at most `size` (or UPLOAD_MAX_BYTES) bytes of exactly `contentType`. On Vercel without S3 this answers 404 (the server log names S3_BUCKET and S3_ENDPOINT).",
  });
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
      422: 'an image size asked of a file that is not a raster image, or of one that cannot be read; or a malformed w, h, fit or fm',
      503: 'this site already has IMAGE_WAITING_PER_SITE new image sizes waiting to be made, or the database cannot be reached; try again after Retry-After seconds',
    },
    ok: { status: 200, contentType: '*/*', schema: z.string().describe("the file's bytes"), description: 'the file' },
    summary: 'An uploaded file (local store)',
    description:
      "On the site's own host only (the platform host and other sites answer 404). Raster images (png, jpeg, gif, webp, avif, ico) are served inline with their type; anything else as a download (Content-Disposition: attachment), and HTML, SVG, XML and script as application/octet-stream. Always X-Content-Type-Options: nosniff and a sandboxing Content-Security-Policy. ETag and If-None-Match (304); Cache-Control: public, max-age=300. " +
      "Any of `w`, `h`, `fit`, `fm` asks for a variant of a raster image instead (the `image_url` and `image_tag` Liquid filters write these URLs): turned upright by its EXIF orientation, resized to fit (never enlarged), re-encoded, and without any of the original's metadata (EXIF and its GPS position, XMP). `w` and `h` snap up to 64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920 or 2560; `fit` (with both) is inside (default), cover or contain; `fm` is auto (WebP when Accept names image/webp, else JPEG, PNG for a PNG; Vary: Accept), webp, avif, jpeg or png. A variant is made once, in the site's turn of a small pool shared fairly by sites, and stored beside the original for every instance. With `v` equal to the original's content version (the file record's `version`) the answer is Cache-Control: public, max-age=31536000, immutable (a new upload has a new version, so new URLs); otherwise max-age=300.",
  });
}
