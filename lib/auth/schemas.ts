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

export const UserView = z.object({ uid: z.string(), email: z.string(), name: z.string(), role: z.number().int() });
export const LogoutBody = z.strictObject({ everywhere: z.boolean().optional() });
