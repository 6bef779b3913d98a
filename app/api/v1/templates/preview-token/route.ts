import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/auth/access';
import { templatePreviewToken } from '@/lib/templates/api';
import { issuePreviewToken } from '@/lib/templates/preview-token';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templatePreviewToken, {
  issue: async (ctx) => ({ ...(await issuePreviewToken(signedIn(ctx), ctx.site)) }),
});
