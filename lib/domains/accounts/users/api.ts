import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { envelope, itemOf, listOf, uidParam } from '@/lib/api/envelope';
import { PageQuery } from '@/lib/shared/pagination';
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
} from './schemas';

// The members API: who belongs to the site and with which role. Managing it is management a site
// cookie alone never grants (docs/behaviours.md#B-management-bearer): a bearer token or the admin session.
const Member = MemberView.meta({ id: 'Member' });
const Invitation = InvitationView.meta({ id: 'Invitation' });
const MyMembership = MyMembershipView.meta({ id: 'MyMembership' });

const tag = 'Users';
const path = '/api/v1/users';
const invitations = `${path}/invitations`;
const admins = { tag, access: 'admin', credential: 'bearer' } as const;

export const members = {
  list: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'writer',
    credential: 'bearer',
    query: PageQuery,
    ok: { status: 200, schema: listOf(Member) },
    summary: 'Members of this site (personal data)',
    description: 'Only accounts with a role here: people who signed up on the site, created it, or accepted an invitation.',
  }),
};

// The caller's own membership of the addressed site: any member reads it and opts in or out of the
// staff mails (their choice alone; nobody sets it for another member).
export const myMembership = {
  read: defineOperation({
    method: 'GET',
    path: `${path}/me`,
    tag,
    access: 'customer',
    credential: 'bearer',
    ok: { status: 200, schema: itemOf(MyMembership.nullable()) },
    summary: "The caller's own membership of this site",
    description:
      'Its role, whether the staff mails on new orders and leads reach the caller (`staffMail`), and the role they go to (`staffMailRole`). `item` is null for an account that reaches the site without a membership (a platform admin).',
  }),
  update: defineOperation({
    method: 'PUT',
    path: `${path}/me`,
    tag,
    access: 'customer',
    credential: 'bearer',
    body: MyMembershipBody,
    ok: { status: 200, schema: itemOf(MyMembership) },
    summary: 'Opt in or out of the staff mails on new orders and leads',
    description:
      "The member's own choice: nobody sets it for another member. The mails go to members whose role reaches the site setting `staffMailRole` (default 5), who took the membership themselves and, until the platform trusts the site, whose address is verified.",
  }),
};

export const member = {
  grant: defineOperation({
    ...admins,
    method: 'PUT',
    path: `${path}/{uid}`,
    params: uidParam,
    body: GrantRoleBody,
    ok: { status: 200, schema: itemOf(Member) },
    summary: 'Change the role of a member of this site',
    description:
      "Only for an account that is already a member here; anyone else (a platform admin too) answers 404, the same whether or not the uid exists: invite them by email (POST /api/v1/users/invitations). Nobody grants a role above their own; 7 is never granted here; role 0 removes the membership and ends the user's tokens. A member cannot change the role of someone at or above their own role, except the site's owner; nobody below role 7 changes the owner's role.",
  }),
};

export const invitationsCollection = {
  create: defineOperation({
    ...admins,
    method: 'POST',
    path: invitations,
    body: InviteBody,
    ok: { status: 201, schema: itemOf(Invitation) },
    rateLimited: true,
    summary: 'Invite an address to a role on this site',
    description:
      "Mails a link (valid 7 days, once) to the address; the account with that address accepts it while signed in (POST /api/v1/users/invitations/accept), and only then has the role. Role 1 to 5, never above the inviter's own (403). A new invitation to the same address replaces the open one. The answer is the same whether or not the address has an account; an address of a member of this site answers 422 (change their role with PUT /api/v1/users/{uid}). The mail carries the site's host and the role's name only, and links to the platform's /admin/invitations/accept. 20 an hour per site.",
  }),
  list: defineOperation({
    ...admins,
    method: 'GET',
    path: invitations,
    query: InvitationQuery,
    ok: { status: 200, schema: listOf(Invitation) },
    summary: 'Open invitations of this site',
    description: 'Pending and not expired, newest first.',
  }),
};

export const invitationItem = {
  revoke: defineOperation({
    ...admins,
    method: 'DELETE',
    path: `${invitations}/{id}`,
    params: z.object({ id: z.string().describe('invitation id') }),
    ok: { status: 200, schema: itemOf(Invitation) },
    summary: 'Revoke an open invitation',
    description: 'Its link stops working at once. 404 for an invitation of another site or one no longer open.',
  }),
};

// The account's own act, signed in (the admin calls it on the platform host): a bearer token or the
// admin session, since a site's cookie alone would let that site's scripts act for whoever is signed
// in. The invitation names its site, not the host: accepting writes the activity row to that site.
const invitee = { tag, access: 'session', credential: 'bearer', host: 'any' } as const;

export const invitationAcceptance = {
  // What the accept page shows before the click.
  preview: defineOperation({
    ...invitee,
    method: 'GET',
    path: `${invitations}/accept`,
    query: InvitationTokenQuery,
    ok: { status: 200, schema: envelope(InvitationPreview.meta({ id: 'InvitationPreview' })) },
    summary: 'Read an invitation before accepting it',
    description:
      "The site's host and the offered role, for the signed-in account the invitation was sent to; the same refusals as accepting (403 for another address, 404 for an unknown, expired, revoked or used link). Changes nothing.",
  }),
  accept: defineOperation({
    ...invitee,
    method: 'POST',
    path: `${invitations}/accept`,
    activity: false,
    body: AcceptInvitationBody,
    ok: { status: 200, schema: envelope(AcceptedView.meta({ id: 'AcceptedInvitation' })) },
    summary: 'Accept an invitation as the signed-in account',
    description:
      "The signed-in account's address must be the one the invitation was sent to (else 403: sign in with it). Unknown, expired, revoked or used links answer 404. Creates the membership with the invited role (the higher one if the account is a member already) and marks the address verified.",
  }),
};

export const usersApi = [members, myMembership, member, invitationsCollection, invitationItem, invitationAcceptance];
