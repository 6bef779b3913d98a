import { defineOperation } from '@/lib/api/define';
import { envelope } from '@/lib/api/envelope';
import { PresignBody, PresignView } from './schemas';

// The presigned upload. The two legs the URLs lead to (the local store's PUT and its files) are not
// declared: a key spans several path segments, and the signed URL is their credential
// (lib/openapi/storage.ts documents them).
const tag = 'Storage';

export const storagePresign = {
  // Issuing a URL changes nothing yet: no activity row.
  presign: defineOperation({
    method: 'POST',
    path: '/api/v1/storage/presign',
    tag,
    access: 'marketer',
    activity: false,
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
  }),
};

export const storageApi = [storagePresign];
