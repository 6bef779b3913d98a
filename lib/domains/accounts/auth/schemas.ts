import { z } from 'zod';

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'a valid email address is required' }));
export const Password = z.string().min(8, 'at least 8 characters').max(256);
export const PersonName = z.string().trim().min(1).max(120);

export const LoginBody = z.strictObject({ email: Email, password: z.string().min(1).max(256) });
export const SignupBody = z.strictObject({ email: Email, password: Password, name: PersonName });

const UserView = z.object({ uid: z.string(), email: z.string(), name: z.string(), role: z.number().int() });
export const LogoutBody = z.strictObject({ everywhere: z.boolean().optional() });

// Mailed sign-in codes, password reset, email verification and account changes (lib/domains/accounts/auth/email-*.ts).
export const EmailOnlyBody = z.strictObject({ email: Email });
export const LoginVerifyBody = z.strictObject({
  email: Email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'the 6-digit code from the mail'),
});
const LinkToken = z.string().trim().min(1).max(200).describe('the `token` query parameter of the mailed link');
export const PasswordConfirmBody = z.strictObject({ token: LinkToken, password: Password });
export const EmailConfirmBody = z.strictObject({ token: LinkToken });
export const UpdateMeBody = z
  .strictObject({
    name: PersonName.optional(),
    email: Email.optional().describe('not changed at once: a confirmation link goes to the new address (POST /api/v1/auth/email/confirm)'),
    password: Password.optional(),
    currentPassword: z.string().min(1).max(256).optional().describe('required with `email` or `password` when the account has a password'),
  })
  .refine((b) => b.name !== undefined || b.email !== undefined || b.password !== undefined, 'send name, email or password');

export const MeView = UserView.extend({
  emailVerified: z.boolean().describe('the address was proven by a mailed link or code'),
  hasPassword: z.boolean().describe('false for an account made by a mailed sign-in code, until it sets one'),
});
export type MeView = z.infer<typeof MeView>;
