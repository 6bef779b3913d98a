import { signedIn } from '@/lib/auth/access';
import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { myMembership } from '@/lib/users/operations';
import { MyMembershipBody } from '@/lib/users/schemas';

// The caller's own membership of the addressed site: any member reads it and opts in or out of the
// staff mails (their choice alone; nobody sets it for another member).
export const GET = withContext({ access: ROLE.customer, credential: 'bearer' }, async (ctx) => okJson({ item: await myMembership(ctx.site.uid, signedIn(ctx).uid) }));

export const PUT = withContext({ access: ROLE.customer, credential: 'bearer' }, async (ctx) =>
  okJson({ item: await myMembership(ctx.site.uid, signedIn(ctx).uid, await readJson(ctx.req, MyMembershipBody)) }),
);

export const { POST, PATCH, DELETE } = methodNotAllowed(['GET', 'PUT']);
