import { signedIn } from '@/lib/auth/access';
import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { applyThemeAsDrafts } from '@/lib/themes/operations';
import { ApplyThemeBody } from '@/lib/themes/schemas';

// Writes the theme's templates as drafts of the addressed site: nothing live changes until the owner
// reviews and publishes them.
export const POST = withContext({ access: ROLE.admin, credential: 'bearer' }, async (ctx) => {
  const { theme } = await readJson(ctx.req, ApplyThemeBody);
  return okJson({ item: await applyThemeAsDrafts(ctx.site.uid, signedIn(ctx).uid, theme) }, 201);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
