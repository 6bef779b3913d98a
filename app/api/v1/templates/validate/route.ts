import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { withContext } from '@/lib/http/route';
import { ValidateTemplateBody } from '@/lib/templates/schemas';
import { validateForSite } from '@/lib/templates/validate';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

// Parse only: an invalid body is still a successful answer with `ok: false` (spec part 4 rules 1-6).
export const POST = withContext({ access: ROLE.marketer, activity: false }, async (ctx) => okJson({ ...(await validateForSite(ctx.site, await readJson(ctx.req, ValidateTemplateBody))) }));

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
