import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listSubscriptions } from '@/lib/subscriptions/operations';
import { SubscriptionQuery } from '@/lib/subscriptions/schemas';

export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson(await listSubscriptions(ctx.site.uid, readQuery(ctx.req, SubscriptionQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
