import { ROLE } from '@/lib/auth/roles';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { MANIFEST_VERSION } from '@/lib/runtime/manifest';
import { canonicalOrigin } from '@/lib/tenancy/canonical-origin';
import { exportTheme } from '@/lib/themes/archive';

// The site's theme folder as one zip (README, "Local development").
export const GET = withContext({ access: ROLE.marketer }, async (ctx) => {
  const zip = await exportTheme(ctx.site, { siteUrl: canonicalOrigin(ctx.site), manifestVersion: MANIFEST_VERSION });
  return new Response(new Uint8Array(zip), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${ctx.site.subdomain}-theme.zip"`,
      'cache-control': 'private, no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
