import { signedIn } from '@/lib/auth/access';
import { createFile, listFiles } from '@/lib/files/operations';
import { CreateFileBody } from '@/lib/files/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { PageQuery } from '@/lib/pagination';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await listFiles(ctx, ctx.site.uid, readQuery(ctx.req, PageQuery))));

export const POST = withContext({ access: 'session' }, async (ctx) => okJson({ item: await createFile({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, await readJson(ctx.req, CreateFileBody)) }, 201));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
