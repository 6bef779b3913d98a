import { listProviders } from '@/lib/auth/social/operations';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';

export const GET = withContext({ access: 'public', host: 'any', credential: 'none' }, async (ctx) => okJson({ items: await listProviders(ctx.site) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
