import { notFound } from '@/lib/shared/errors';
import { cappedChunks } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { acceptUpload, keyFromPath, localStoreAvailable, UPLOAD_PATH } from '@/lib/domains/content/storage/operations';
import { UPLOAD_CORS_HEADERS, withUploadCors } from '@/lib/domains/content/storage/cors';

// The local store's presigned PUT. The signature in the URL is the whole authorization (no session
// is read), and only the site's own host accepts it: never the platform host, never another site.
export const PUT = withUploadCors(
  withContext({ access: 'public', credential: 'none', idempotency: false }, async (ctx) => {
    if (!localStoreAvailable() || ctx.platformHost) throw notFound('File');
    const key = keyFromPath(ctx.site, ctx.req.nextUrl.pathname, UPLOAD_PATH);
    const { headers, body } = ctx.req;
    const upload = { contentType: headers.get('content-type'), contentLength: headers.get('content-length'), read: (cap: number, refuse: () => Error) => cappedChunks(body, cap, refuse) };
    return okJson(await acceptUpload(ctx.site, key, Object.fromEntries(ctx.req.nextUrl.searchParams), upload));
  }),
);

// The admin uploads from the platform origin to the site's: the browser asks first.
export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: UPLOAD_CORS_HEADERS });
}

export const { GET, POST, PATCH, DELETE } = methodNotAllowed(['PUT']);
