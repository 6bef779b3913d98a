import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { leadForms } from '@/lib/leads/operations';

// Same role as the list: form names and counts say what the inbox holds.
export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson({ items: await leadForms(ctx.site.uid) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
