import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { AccountsQuery, AccountView, DeleteOwnAccountBody, UpdateAccountBody } from '@/lib/accounts/schemas';
import { ROLE } from '@/lib/auth/roles';
import { document, itemOf, listOf, textOnly, uidParam } from './common';

const Account = AccountView.meta({ id: 'Account' });

export function registerAccounts(r: OpenAPIRegistry): void {
  const tag = 'Accounts';
  const admin = { role: ROLE.superAdmin };
  document(r, {
    method: 'get',
    path: '/api/v1/accounts',
    tag,
    access: admin,
    hosts: 'any',
    bearerOnly: true,
    query: AccountsQuery,
    ok: { status: 200, schema: listOf(Account) },
    summary: 'Every account of the platform (platform role 7+)',
  });
  document(r, {
    method: 'patch',
    path: '/api/v1/accounts/{uid}',
    tag,
    access: admin,
    hosts: 'any',
    bearerOnly: true,
    params: uidParam,
    body: UpdateAccountBody,
    ok: { status: 200, schema: itemOf(Account) },
    summary: 'Disable or enable an account (platform role 7+)',
    description:
      "A disabled account gets 403 at every sign-in and its tokens stop working at once; enabling it again does not revive them. Not for one's own account, nor for a platform admin of the same or a higher role.",
  });
  document(r, {
    method: 'delete',
    path: '/api/v1/accounts/{uid}',
    tag,
    errors: { 422: 'the account still owns sites: delete them or hand them over first' },
    access: admin,
    hosts: 'any',
    bearerOnly: true,
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete an account (platform role 7+)',
    description: 'Its memberships, identities and pending codes go with it, and its tokens stop working. An account that still owns sites answers 422: delete them or hand them over first.',
  });
  document(r, {
    method: 'delete',
    path: '/api/v1/auth/me',
    tag,
    access: 'session',
    hosts: 'any',
    bearerOnly: true,
    body: DeleteOwnAccountBody,
    rateLimited: true,
    ok: { status: 200, schema: textOnly },
    summary: "Delete one's own account",
    description: 'Send `{password}` when the account has one (a wrong one: 403); `{}` otherwise. The session cookies are cleared. An account that still owns sites answers 422.',
  });
}
