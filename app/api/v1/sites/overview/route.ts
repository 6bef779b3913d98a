import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { siteOverview } from '@/lib/sites/overview';

// Any member; the operation leaves out what the caller's role may not read.
export const GET = withContext({ access: ROLE.customer }, async (ctx) => okJson({ item: await siteOverview(ctx.site.uid, ctx.role) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
