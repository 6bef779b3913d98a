import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { forbidden } from '@/lib/shared/errors';

// Whether a stranger may create an account here (password sign-up, an email code or a social sign-in
// for an unknown address). Sites allow it unless their owner set `allowSignup: false`; the platform
// host always does (an account there has no site role).
export function signupAllowed(site: SiteRef | null): boolean {
  return !site || site.settings.allowSignup !== false;
}

export function requireSignupAllowed(site: SiteRef | null): void {
  if (!signupAllowed(site)) throw forbidden('Sign-up is closed on this site: ask its owner for an invitation');
}
