import { notFound } from '@/lib/shared/errors';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { FILES_PATH, keyFromPath, localStoreAvailable } from '@/lib/domains/content/storage/operations';
import { fileResponse, variantResponse, withApiHeadersOnErrors } from '@/lib/http/stored-files';
import { asksForVariant } from '@/lib/domains/content/images/query';

// Uploaded files, on the site's own host only: the platform host (the admin's origin) never serves
// a tenant's file, and a site host serves only its own uid's.
export const GET = withApiHeadersOnErrors(
  withContext({ access: 'public', credential: 'none' }, async (ctx) => {
    if (!localStoreAvailable() || ctx.platformHost) throw notFound('File');
    const key = keyFromPath(ctx.site, ctx.req.nextUrl.pathname, FILES_PATH);
    const { searchParams } = ctx.req.nextUrl;
    if (asksForVariant(searchParams)) return variantResponse(ctx.site, key, searchParams, ctx.req.headers, ctx.req.method === 'HEAD');
    return fileResponse(ctx.site, key, ctx.req.headers.get('if-none-match'), ctx.req.method === 'HEAD');
  }),
);

export const HEAD = GET;

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
