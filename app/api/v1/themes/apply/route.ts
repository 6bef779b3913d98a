import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { themeApply } from '@/lib/domains/content/themes/api';
import { applyThemeAsDrafts } from '@/lib/domains/content/themes/operations';

// Writes the theme's templates as drafts of the addressed site.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(themeApply, {
  apply: async (ctx, { body }) => ({ item: await applyThemeAsDrafts(ctx.site.uid, signedIn(ctx).uid, body.theme) }),
});
