import { signedIn } from '@/lib/auth/access';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { createTemplate, listTemplates } from '@/lib/templates/operations';
import { CreateTemplateBody, TemplateQuery } from '@/lib/templates/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'public' }, async (ctx) => okJson(await listTemplates(ctx.site.uid, readQuery(ctx.req, TemplateQuery))));

export const POST = withContext({ access: 'session' }, async (ctx) => {
  const { item, created } = await createTemplate({ ...ctx, user: signedIn(ctx) }, ctx.site.uid, await readJson(ctx.req, CreateTemplateBody));
  return okJson({ item }, created ? 201 : 200);
});

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
