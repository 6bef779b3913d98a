import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';
import { cancelSubscription } from '@/lib/subscriptions/operations';

// The buyer or role 5+ (the operation checks, it needs the record).
export const POST = withContext({ access: 'session' }, async (ctx) => okJson({ item: await cancelSubscription(ctx, ctx.site.uid, param(ctx, 'uid')) }));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
