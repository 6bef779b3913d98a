import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { presign } from '@/lib/storage/operations';
import { PresignBody } from '@/lib/storage/schemas';

// Issuing a URL changes nothing yet: no activity row.
export const POST = withContext({ access: ROLE.marketer, activity: false }, async (ctx) => okJson({ ...(await presign(ctx.site, await readJson(ctx.req, PresignBody))) }));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
