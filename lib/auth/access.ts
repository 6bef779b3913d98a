import { forbidden, unauthorized } from '@/lib/errors';
import type { SessionUser } from './session';

// Who asks an operation: the signed-in user (null when anonymous) and their role on the addressed site.
// The route wrapper builds it from the request; operations decide with it.
export interface Caller {
  user: SessionUser | null;
  role: number;
}

// The caller of a session-or-higher route; the wrapper has already answered 401 when there is none.
export function signedIn(caller: Pick<Caller, 'user'>): SessionUser {
  if (!caller.user) throw unauthorized();
  return caller.user;
}

// Owner-or-role rules need the record, so operations check them once they have read it.
export function requireOwnerOrRole(caller: Caller, ownerUid: string | null, role: number): void {
  if (!caller.user) throw unauthorized();
  if (ownerUid !== caller.user.uid && caller.role < role) throw forbidden('Only the owner or a role ' + role + '+ user may do this');
}
