import { deleteFile, readFile, updateFile } from '@/lib/files/operations';
import { UpdateFileBody } from '@/lib/files/schemas';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readFile(ctx, ctx.site.uid, param(ctx, 'uid')) }));

const update = withContext({ access: 'session' }, async (ctx) => okJson({ item: await updateFile(ctx, ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, UpdateFileBody)) }));
export { update as PUT, update as PATCH };

export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  await deleteFile(ctx, ctx.site.uid, param(ctx, 'uid'));
  return okJson({ text: 'File deleted' });
});

export const { POST } = methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']);
