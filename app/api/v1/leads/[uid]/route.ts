import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { param, withContext } from '@/lib/http/route';
import { deleteLead, readLead, updateLead } from '@/lib/leads/operations';
import { UpdateLeadBody } from '@/lib/leads/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withContext({ access: 'session' }, async (ctx) => okJson({ item: await readLead(ctx, ctx.site.uid, param(ctx, 'uid')) }));

const update = withContext({ access: 'session' }, async (ctx) => okJson({ item: await updateLead(ctx, ctx.site.uid, param(ctx, 'uid'), await readJson(ctx.req, UpdateLeadBody)) }));
export { update as PUT, update as PATCH };

export const DELETE = withContext({ access: 'session' }, async (ctx) => {
  await deleteLead(ctx, ctx.site.uid, param(ctx, 'uid'));
  return okJson({ text: 'Lead deleted' });
});

export const { POST } = methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']);
