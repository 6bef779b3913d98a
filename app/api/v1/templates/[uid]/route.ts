import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { deleteTemplate, readTemplate, updateTemplate } from '@/lib/templates/operations';
import { UpdateTemplateBody } from '@/lib/templates/schemas';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson({ item: await readTemplate(ctx.site.uid, param(ctx, 'uid')) }));

// PUT, PATCH and POST all update (spec part 4); absent fields keep their values.
const update = withContext({ access: 'session' }, async (ctx) => okJson({ item: await updateTemplate(ctx, ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, UpdateTemplateBody)) }));
export { update as PUT, update as PATCH, update as POST };

export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  await deleteTemplate(ctx, ctx.site.uid, param(ctx, 'uid'));
  return okJson({ text: 'Template deleted' });
});
