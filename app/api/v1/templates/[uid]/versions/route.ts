import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { listTemplateVersions } from '@/lib/templates/history';

// Owner or role 3+ (checked by the operation, which needs the template's owner).
export const GET = withContext({ access: 'session' }, async (ctx) => okJson({ items: await listTemplateVersions(ctx, ctx.site.uid, param(ctx, 'uid')) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
