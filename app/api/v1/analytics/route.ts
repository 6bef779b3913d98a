import { siteAnalytics } from '@/lib/analytics/operations';
import { AnalyticsQuery } from '@/lib/analytics/schemas';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';

// Any signed-in member; the operation narrows what a caller below role 3 sees to their own posts.
export const GET = withContext({ access: 'session' }, async (ctx) => okJson({ item: await siteAnalytics(ctx.site.uid, ctx, readQuery(ctx.req, AnalyticsQuery)) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
