import { routeOf } from '@/lib/api/route-of';
import { signedIn } from '@/lib/domains/accounts/auth/access';
import { templatePreviewToken } from '@/lib/domains/content/templates/api';
import { issuePreviewToken } from '@/lib/domains/content/templates/preview-token';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templatePreviewToken, {
  issue: async (ctx) => ({ ...(await issuePreviewToken(signedIn(ctx), ctx.site)) }),
});
