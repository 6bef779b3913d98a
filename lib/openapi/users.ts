import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { PageQuery } from '@/lib/pagination';
import {
  AcceptedView,
  AcceptInvitationBody,
  GrantRoleBody,
  InvitationPreview,
  InvitationQuery,
  InvitationTokenQuery,
  InvitationView,
  InviteBody,
  MemberView,
  MyMembershipBody,
  MyMembershipView,
} from '@/lib/users/schemas';
import { document, envelope, itemOf, listOf, uidParam } from './common';

const Member = MemberView.meta({ id: 'Member' });
const Invitation = InvitationView.meta({ id: 'Invitation' });

export function registerUsers(r: OpenAPIRegistry): void {
  const tag = 'Users';
  const admins = { tag, access: { role: ROLE.admin }, bearerOnly: true } as const;
  document(r, {
    method: 'get',
    path: '/api/v1/users',
    tag,
    access: { role: ROLE.writer },
    bearerOnly: true,
    query: PageQuery,
    ok: { status: 200, schema: listOf(Member) },
    summary: 'Members of this site (personal data)',
    description: 'Only accounts with a role here: people who signed up on the site, created it, or accepted an invitation.',
  });
  const MyMembership = MyMembershipView.meta({ id: 'MyMembership' });
  document(r, {
    method: 'get',
    path: '/api/v1/users/me',
    tag,
    access: { role: ROLE.customer },
    bearerOnly: true,
    ok: { status: 200, schema: itemOf(MyMembership.nullable()) },
    summary: "The caller's own membership of this site",
    description:
      'Its role, whether the staff mails on new orders and leads reach the caller (`staffMail`), and the role they go to (`staffMailRole`). `item` is null for an account that reaches the site without a membership (a platform admin).',
  });
  document(r, {
    method: 'put',
    path: '/api/v1/users/me',
    tag,
    access: { role: ROLE.customer },
    bearerOnly: true,
    body: MyMembershipBody,
    ok: { status: 200, schema: itemOf(MyMembership) },
    summary: 'Opt in or out of the staff mails on new orders and leads',
    description:
      "The member's own choice: nobody sets it for another member. The mails go to members whose role reaches the site setting `staffMailRole` (default 5), who took the membership themselves and, until the platform trusts the site, whose address is verified.",
  });
  document(r, {
    ...admins,
    method: 'put',
    path: '/api/v1/users/{uid}',
    params: uidParam,
    body: GrantRoleBody,
    ok: { status: 200, schema: itemOf(Member) },
    summary: 'Change the role of a member of this site',
    description:
      "Only for an account that is already a member here; anyone else (a platform admin too) answers 404, the same whether or not the uid exists: invite them by email (POST /api/v1/users/invitations). Nobody grants a role above their own; 7 is never granted here; role 0 removes the membership and ends the user's tokens. A member cannot change the role of someone at or above their own role, except the site's owner; nobody below role 7 changes the owner's role.",
  });
  document(r, {
    ...admins,
    method: 'post',
    path: '/api/v1/users/invitations',
    body: InviteBody,
    ok: { status: 201, schema: itemOf(Invitation) },
    rateLimited: true,
    summary: 'Invite an address to a role on this site',
    description:
      "Mails a link (valid 7 days, once) to the address; the account with that address accepts it while signed in (POST /api/v1/users/invitations/accept), and only then has the role. Role 1 to 5, never above the inviter's own (403). A new invitation to the same address replaces the open one. The answer is the same whether or not the address has an account; an address of a member of this site answers 422 (change their role with PUT /api/v1/users/{uid}). The mail carries the site's host and the role's name only, and links to the platform's /admin/invitations/accept. 20 an hour per site.",
  });
  document(r, {
    ...admins,
    method: 'get',
    path: '/api/v1/users/invitations',
    query: InvitationQuery,
    ok: { status: 200, schema: listOf(Invitation) },
    summary: 'Open invitations of this site',
    description: 'Pending and not expired, newest first.',
  });
  document(r, {
    ...admins,
    method: 'delete',
    path: '/api/v1/users/invitations/{id}',
    params: z.object({ id: z.string().describe('invitation id') }),
    ok: { status: 200, schema: itemOf(Invitation) },
    summary: 'Revoke an open invitation',
    description: 'Its link stops working at once. 404 for an invitation of another site or one no longer open.',
  });
  const invitee = { tag, access: 'session', bearerOnly: true, hosts: 'any' } as const;
  document(r, {
    ...invitee,
    method: 'get',
    path: '/api/v1/users/invitations/accept',
    query: InvitationTokenQuery,
    ok: { status: 200, schema: envelope(InvitationPreview.meta({ id: 'InvitationPreview' })) },
    summary: 'Read an invitation before accepting it',
    description:
      "The site's host and the offered role, for the signed-in account the invitation was sent to; the same refusals as accepting (403 for another address, 404 for an unknown, expired, revoked or used link). Changes nothing.",
  });
  document(r, {
    ...invitee,
    method: 'post',
    path: '/api/v1/users/invitations/accept',
    body: AcceptInvitationBody,
    ok: { status: 200, schema: envelope(AcceptedView.meta({ id: 'AcceptedInvitation' })) },
    summary: 'Accept an invitation as the signed-in account',
    description:
      "The signed-in account's address must be the one the invitation was sent to (else 403: sign in with it). Unknown, expired, revoked or used links answer 404. Creates the membership with the invited role (the higher one if the account is a member already) and marks the address verified.",
  });
}
