import { deleteAccount, updateAccount } from '@/lib/accounts/operations';
import { UpdateAccountBody } from '@/lib/accounts/schemas';
import { signedIn } from '@/lib/auth/access';
import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { param, withContext } from '@/lib/http/route';

const options = { access: ROLE.superAdmin, host: 'any', credential: 'bearer' } as const;

export const PATCH = withContext(options, async (ctx) => okJson({ item: await updateAccount(signedIn(ctx), param(ctx, 'uid'), await readJson(ctx.req, UpdateAccountBody)) }));

export const DELETE = withContext(options, async (ctx) => {
  await deleteAccount(signedIn(ctx), param(ctx, 'uid'));
  return okJson({ text: 'Account deleted: its memberships are gone and its tokens no longer work' });
});

export const { GET, POST, PUT } = methodNotAllowed(['PATCH', 'DELETE']);
