import { defineOperation } from '@/lib/api/define';
import { itemOf, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { AccountsQuery, AccountView, UpdateAccountBody } from './schemas';

// Every account of the platform, for platform admins (role 7+), on a bearer token or the admin
// session only. Deleting one's own account is DELETE /api/v1/auth/me (lib/domains/accounts/auth/api.ts).
const Account = AccountView.meta({ id: 'Account' });
const tag = 'Accounts';
const manage = { tag, access: 'superAdmin', credential: 'bearer', host: 'any' } as const;

export const accountsCollection = {
  list: defineOperation({
    method: 'GET',
    path: '/api/v1/accounts',
    ...manage,
    query: AccountsQuery,
    ok: { status: 200, schema: listOf(Account) },
    summary: 'Every account of the platform (platform role 7+)',
  }),
};

export const accountItem = {
  update: defineOperation({
    method: 'PATCH',
    path: '/api/v1/accounts/{uid}',
    ...manage,
    params: uidParam,
    body: UpdateAccountBody,
    ok: { status: 200, schema: itemOf(Account) },
    summary: 'Disable or enable an account (platform role 7+)',
    description:
      "A disabled account gets 403 at every sign-in and its tokens stop working at once; enabling it again does not revive them. Not for one's own account, nor for a platform admin of the same or a higher role.",
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/v1/accounts/{uid}',
    ...manage,
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    errors: { 422: 'the account still owns sites: delete them or hand them over first' },
    summary: 'Delete an account (platform role 7+)',
    description: 'Its memberships, identities and pending codes go with it, and its tokens stop working. An account that still owns sites answers 422: delete them or hand them over first.',
  }),
};

export const accountsApi = [accountsCollection, accountItem];
