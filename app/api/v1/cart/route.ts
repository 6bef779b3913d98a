import { signedIn } from '@/lib/auth/access';
import { readUserCart, writeUserCart } from '@/lib/carts/operations';
import { UserCartBody } from '@/lib/carts/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';

export const GET = withContext({ access: 'session' }, async (ctx) => okJson({ item: await readUserCart(ctx.site.uid, signedIn(ctx).uid) }));

export const POST = withContext({ access: 'session' }, async (ctx) => okJson({ item: await writeUserCart(ctx.site.uid, signedIn(ctx).uid, ctx.ip, await readJson(ctx.req, UserCartBody)) }));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
