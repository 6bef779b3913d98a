import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

export const AccountsQuery = PageQuery.extend({ q: z.string().trim().max(254).optional().describe('part of an email or name') });
export const UpdateAccountBody = z.strictObject({
  disabled: z.boolean().describe('true: sign-in answers 403 and every token of the account stops working at once'),
});
export const DeleteOwnAccountBody = z.strictObject({
  password: z.string().min(1).max(256).optional().describe('required when the account has a password'),
});
export const AccountView = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  platformRole: z.number().int(),
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  sites: z.number().int().describe('memberships'),
  createdAt: z.string(),
});
export type AccountView = z.infer<typeof AccountView>;
