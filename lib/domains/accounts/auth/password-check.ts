import { AppError, forbidden, invalid } from '@/lib/shared/errors';
import { limitFailures, type LimitName } from '@/lib/shared/rate-limit';
import { verifyPassword } from './password';

// The failed-attempt limits of a password check: per client IP and address, and per client IP.
export const passwordLimits = (ip: string, email: string): [LimitName, string][] => [
  ['login', `${ip}|${email}`],
  ['loginIp', ip],
];

// docs/behaviours.md#B-password-attempts: every check of a password (login, and the current password before an account's address
// or password changes or the account is deleted) counts against the same failed-attempt limits, with
// a point taken before the hash is even computed: guesses are no cheaper through one door than
// another, and parallel guesses cannot hold many Argon2 computations at once.
export async function requireCurrentPassword(account: { email: string; passwordHash: string | null }, given: string | undefined, ip: string, field = 'currentPassword'): Promise<void> {
  if (account.passwordHash === null) return;
  if (!given) throw invalid(`${field}: required, since the account has a password`);
  try {
    await limitFailures(passwordLimits(ip, account.email), async () => {
      if (!(await verifyPassword(account.passwordHash, given))) throw new AppError('unauthorized', 'wrong password');
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'unauthorized') throw forbidden(`${field} is wrong`);
    throw err;
  }
}
