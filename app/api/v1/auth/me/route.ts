import { signedIn } from '@/lib/auth/access';
import { okJson } from '@/lib/http/envelope';
import { withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'session', host: 'any' }, async (ctx) => {
  const { uid, email, name } = signedIn(ctx);
  return okJson({ item: { uid, email, name, role: ctx.role } });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
