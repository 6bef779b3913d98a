import { z } from 'zod';
import { Email } from '@/lib/auth/schemas';
import { PageQuery } from '@/lib/pagination';

export const GrantRoleBody = z.strictObject({
  role: z.number().int().min(0, 'role 0 removes the membership').max(5, 'role 7 is never granted here; 5 is the highest site role'),
});

export const MemberView = z.object({ uid: z.string(), name: z.string(), email: z.string(), role: z.number().int() });

// CONTRACT 3: a role reaches an account that is not a member only through an invitation it accepts.
export const InviteBody = z.strictObject({
  email: Email.describe('the address the invitation is mailed to; only the account with this address can accept it'),
  role: z.number().int().min(1, 'role 1 (customer) is the lowest role an invitation offers').max(5, 'role 7 is never granted here; 5 is the highest site role'),
});

export const InvitationStatus = z.enum(['pending', 'accepted', 'revoked', 'expired']);

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
