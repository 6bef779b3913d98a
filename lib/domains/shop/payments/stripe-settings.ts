import { invalid } from '@/lib/shared/errors';
import { checkStripeSecretKey } from './providers/stripe';

interface StripeSecretsPatch {
  secretKey?: string | null;
  webhookSecret?: string | null;
}

// A new Stripe secret key is asked about once before it is stored: a key Stripe refuses is a 422 and
// nothing is stored (the site would otherwise leave test mode for a checkout that can only fail); a key
// that could not be checked (Stripe unreachable) is stored with a warning for the owner. Removing a key
// (null) needs no check. The format was checked by the body's schema already.
export async function checkStripePatch(patch: StripeSecretsPatch | undefined): Promise<string[]> {
  if (!patch?.secretKey) return [];
  const check = await checkStripeSecretKey(patch.secretKey);
  if (check.outcome === 'rejected') throw invalid('settings.payments.stripe.secretKey: Stripe refused this key (unknown, revoked or mistyped); nothing was stored');
  if (check.outcome === 'unchecked') return [`The Stripe secret key was stored without being checked: ${check.reason}. Check that checkout works before taking orders.`];
  return [];
}

// The stored Stripe secrets after a patch: a null removes its key; other keys are kept.
export function patchedStripeSecrets(current: Record<string, unknown> | undefined, patch: StripeSecretsPatch | undefined): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next;
}
