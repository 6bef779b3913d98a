import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { themeImport } from '@/lib/domains/content/themes/api';
import { importTheme } from '@/lib/domains/content/themes/archive';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(themeImport, {
  import: async (ctx, { body }) => ({ item: await importTheme(ctx.site.uid, signedIn(ctx).uid, body) }),
});
