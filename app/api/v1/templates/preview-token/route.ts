import { ROLE } from '@/lib/auth/roles';
import { signedIn } from '@/lib/auth/access';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { issuePreviewToken } from '@/lib/templates/preview-token';

export const POST = withContext({ access: ROLE.marketer, activity: false }, async (ctx) => okJson({ ...(await issuePreviewToken(signedIn(ctx), ctx.site)) }));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
