import { z } from 'zod';
import { Email } from '@/lib/domains/accounts/auth/schemas';
import { PageQuery } from '@/lib/shared/pagination';

export const GrantRoleBody = z.strictObject({
  role: z.number().int().min(0, 'role 0 removes the membership').max(5, 'role 7 is never granted here; 5 is the highest site role'),
});

export const MemberView = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.number().int(),
  staffMail: z.boolean().describe('false: the member turned off the staff mails on new orders and leads (their own choice)'),
});

// The caller's own membership of the addressed site, and the one setting of it that is theirs to make.
export const MyMembershipView = z.object({
  uid: z.string(),
  role: z.number().int(),
  staffMail: z.boolean().describe('whether the caller gets the staff mails on new orders and leads (when their role reaches staffMailRole)'),
  staffMailRole: z.number().int().describe("the site's setting: members with this role or higher get the staff mails"),
});
export const MyMembershipBody = z.strictObject({ staffMail: z.boolean().describe('false opts out of the staff mails on new orders and leads; true opts back in') });

// docs/behaviours.md#B-role-consent: a role reaches an account that is not a member only through an invitation it accepts.
export const InviteBody = z.strictObject({
  email: Email.describe('the address the invitation is mailed to; only the account with this address can accept it'),
  role: z.number().int().min(1, 'role 1 (customer) is the lowest role an invitation offers').max(5, 'role 7 is never granted here; 5 is the highest site role'),
});

const InvitationStatus = z.enum(['pending', 'accepted', 'revoked', 'expired']);

export const InvitationView = z.object({
  id: z.string(),
  email: z.string(),
  role: z.number().int(),
  status: InvitationStatus,
  createdAt: z.string(),
  expiresAt: z.string().describe('the link works until then (7 days after it was sent)'),
});
export type InvitationView = z.infer<typeof InvitationView>;

export const InvitationQuery = PageQuery;

const InvitationToken = z.string().trim().min(1).max(200).describe('the `token` query parameter of the mailed link');
export const AcceptInvitationBody = z.strictObject({ token: InvitationToken });
export const InvitationTokenQuery = z.object({ token: InvitationToken });

export const AcceptedView = z.object({
  site: z.object({ uid: z.string(), name: z.string(), host: z.string() }),
  role: z.number().int().describe('the role the account now has on the site (the higher one if it was already a member)'),
});

export const InvitationPreview = z.object({
  site: z.object({ uid: z.string(), host: z.string() }),
  role: z.number().int(),
  email: z.string().describe("the address it was sent to (the signed-in account's)"),
  expiresAt: z.string(),
});
