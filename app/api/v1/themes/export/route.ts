import { routeOf } from '@/lib/api/route-of';
import { MANIFEST_VERSION } from '@/lib/runtime-manifest/manifest';
import { canonicalOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { themeExport } from '@/lib/domains/content/themes/api';
import { exportTheme } from '@/lib/domains/content/themes/archive';

// A file, not the envelope: the handler answers its own Response.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(themeExport, {
  download: async (ctx) => {
    const zip = await exportTheme(ctx.site, { siteUrl: canonicalOrigin(ctx.site), manifestVersion: MANIFEST_VERSION });
    return new Response(new Uint8Array(zip), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${ctx.site.subdomain}-theme.zip"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
