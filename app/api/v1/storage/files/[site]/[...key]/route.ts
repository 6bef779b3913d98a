import { notFound } from '@/lib/errors';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { FILES_PATH, keyFromPath, localStoreAvailable } from '@/lib/storage/operations';
import { fileResponse, withApiHeadersOnErrors } from '@/lib/http/stored-files';

// Uploaded files, on the site's own host only: the platform host (the admin's origin) never serves
// a tenant's file, and a site host serves only its own uid's.
export const GET = withApiHeadersOnErrors(
  withContext({ access: 'public', credential: 'none' }, async (ctx) => {
    if (!localStoreAvailable() || ctx.platformHost) throw notFound('File');
    return fileResponse(ctx.site, keyFromPath(ctx.site, ctx.req.nextUrl.pathname, FILES_PATH), ctx.req.headers.get('if-none-match'), ctx.req.method === 'HEAD');
  }),
);

export const HEAD = GET;

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
