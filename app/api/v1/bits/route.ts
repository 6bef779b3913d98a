import { ROLE } from '@/lib/auth/roles';
import { signedIn } from '@/lib/auth/access';
import { createBit, listBits } from '@/lib/bits/operations';
import { CreateBitBody } from '@/lib/bits/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { PageQuery } from '@/lib/pagination';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await listBits(ctx.site.uid, readQuery(ctx.req, PageQuery))));

export const POST = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ item: await createBit(ctx.site.uid, signedIn(ctx).uid, await readJson(ctx.req, CreateBitBody)) }, 201));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
