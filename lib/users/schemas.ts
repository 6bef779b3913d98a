import { z } from 'zod';

export const GrantRoleBody = z.strictObject({
  role: z.number().int().min(0, 'role 0 removes the membership').max(5, 'role 7 is never granted here; 5 is the highest site role'),
});

export const MemberView = z.object({ uid: z.string(), name: z.string(), email: z.string(), role: z.number().int() });
// A grant answers name and email only for someone who was already a member of the site.
export const GrantView = MemberView.partial({ name: true, email: true });
