import { unauthorized } from '@/lib/http/errors';
import type { SessionUser } from './session';

// The caller of a session-or-higher route; the wrapper has already answered 401 when there is none.
export function signedIn(ctx: { user: SessionUser | null }): SessionUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}
