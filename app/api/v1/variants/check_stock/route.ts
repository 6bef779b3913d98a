import { checkStock } from '@/lib/catalogue/operations';
import { CheckStockBody } from '@/lib/catalogue/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';

export const POST = withContext({ access: 'public' }, async (ctx) => okJson({ items: await checkStock(ctx.site.uid, await readJson(ctx.req, CheckStockBody)) }));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
