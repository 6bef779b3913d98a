import { forbidden, unauthorized, type AppError } from '@/lib/shared/errors';
import { ROLE } from './roles';
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

// A person's own records (their comment, lead, subscription): theirs whatever their role here, since
// anyone may make one; a role from `role` up manages everyone's. Records of the site's content follow
// requireMayChange instead.
export function requireOwnerOrRole(caller: Caller, ownerUid: string | null, role: number): void {
  if (!caller.user) throw unauthorized();
  if (ownerUid !== caller.user.uid && caller.role < role) throw forbidden('Only the owner or a role ' + role + '+ user may do this');
}

// Who may change one kind of the site's content (templates, posts, files, variants).
export interface EditRule {
  // The record in words: "template", "post", ...
  what: string;
  // From this role a member changes anyone's record, live or not.
  anyone: number;
  // The role that publishes this kind (docs/behaviours.md#B-template-drafts): below it an author reaches only what is not live.
  publishes: number;
}

// What the rule needs of a record: its author and whether it is live (published, public, for sale).
export interface EditedRecord {
  ownerUid: string | null;
  live: boolean;
}

// The refusal of a change to a live record by an author below the publishing role.
export function liveRefusal(rule: EditRule): AppError {
  const who = rule.publishes === rule.anyone ? `a role ${rule.anyone}+ member` : `its author while a role ${rule.publishes}+ member, or a role ${rule.anyone}+ member,`;
  return forbidden(`This ${rule.what} is live: only ${who} may change, unpublish or delete it`);
}

// Whether the caller's rights under the rule reach drafts only: their write then also requires the
// record to be a draft still, so one published between the check and the write stays untouched (a
// write that so matches nothing answers liveRefusal).
export const draftsOnly = (caller: Pick<Caller, 'role'>, rule: EditRule): boolean => caller.role < rule.publishes;

// Rights follow the current role (docs/behaviours.md#B-rights-follow-role). The role is the membership's at this request, so a
// demotion or a removal applies at once: authorship counts only for a member of the site (role 1+),
// and below the publishing role it reaches drafts only, never a change, unpublish or delete of what
// is live.
export function requireMayChange(caller: Caller, record: EditedRecord, rule: EditRule): void {
  if (!caller.user) throw unauthorized();
  if (caller.role >= rule.anyone) return;
  const author = record.ownerUid !== null && record.ownerUid === caller.user.uid && caller.role >= ROLE.customer;
  if (!author) throw forbidden(`Only the ${rule.what}'s author while a member of this site, or a role ${rule.anyone}+ member, may do this`);
  if (record.live && draftsOnly(caller, rule)) throw liveRefusal(rule);
}
