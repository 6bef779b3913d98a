import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { PageQuery } from '@/lib/pagination';
import { GrantRoleBody, GrantView, MemberView } from '@/lib/users/schemas';
import { document, itemOf, listOf, uidParam } from './common';

const Member = MemberView.meta({ id: 'Member' });

export function registerUsers(r: OpenAPIRegistry): void {
  const tag = 'Users';
  document(r, { method: 'get', path: '/api/v1/users', tag, access: { role: ROLE.writer }, bearerOnly: true, query: PageQuery, ok: { status: 200, schema: listOf(Member) }, summary: 'Members of this site (personal data)' });
  document(r, {
    method: 'put', path: '/api/v1/users/{uid}', tag, access: { role: ROLE.admin }, bearerOnly: true, params: uidParam, body: GrantRoleBody, ok: { status: 200, schema: itemOf(GrantView.meta({ id: 'Grant' })) },
    summary: 'Set a user\'s membership role on this site',
    description: 'Nobody grants a role above their own; 7 is never granted here; role 0 removes the membership and ends the user\'s tokens. A member cannot change the role of someone at or above their own role, except the site\'s owner; nobody below role 7 changes the owner\'s role. Name and email are answered only for someone who was already a member.',
  });
}
