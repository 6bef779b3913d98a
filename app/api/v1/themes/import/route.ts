import { signedIn } from '@/lib/auth/access';
import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { importTheme } from '@/lib/themes/archive';
import { ImportThemeBody } from '@/lib/themes/schemas';

// A theme folder archive written to the addressed site in one transaction, all or nothing.
export const POST = withContext({ access: ROLE.marketer }, async (ctx) => {
  const body = await readJson(ctx.req, ImportThemeBody);
  return okJson({ item: await importTheme(ctx.site.uid, signedIn(ctx).uid, body) });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
