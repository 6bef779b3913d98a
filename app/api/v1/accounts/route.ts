import { listAccounts } from '@/lib/accounts/operations';
import { AccountsQuery } from '@/lib/accounts/schemas';
import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';

export const GET = withContext({ access: ROLE.superAdmin, host: 'any', credential: 'bearer' }, async (ctx) => okJson(await listAccounts(readQuery(ctx.req, AccountsQuery))));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
