import { newSite, userWithRole } from '../helpers/http';

// The callers every content endpoint is checked against. `foreign` is the admin (role 5) of another
// site: on this site their token authenticates them with no role at all.
export type ActorName = 'anon' | 'customer' | 'writer' | 'marketer' | 'owner' | 'foreign';
export const ACTORS: ActorName[] = ['anon', 'customer', 'writer', 'marketer', 'owner', 'foreign'];

export interface Actors {
  site: Awaited<ReturnType<typeof newSite>>;
  // The site where `foreign` is the admin.
  other: Awaited<ReturnType<typeof newSite>>;
  token: Record<ActorName, string | undefined>;
  uid: Partial<Record<ActorName, string>>;
}

export async function actors(): Promise<Actors> {
  const [site, other] = await Promise.all([newSite('Content'), newSite('Elsewhere')]);
  const [customer, writer, marketer] = await Promise.all([1, 2, 3].map((role) => userWithRole(site, role, `Role ${role}`)));
  return {
    site,
    other,
    token: { anon: undefined, customer: customer!.token, writer: writer!.token, marketer: marketer!.token, owner: site.ownerToken, foreign: other.ownerToken },
    uid: { customer: customer!.uid, writer: writer!.uid, marketer: marketer!.uid },
  };
}

// Expected statuses for "anyone", "session", "role N+" and "owner or role N+" rules. `author` is the
// actor who created the record for owner rules (they pass whatever their role).
// Each actor's role on the site (anonymous -1; `foreign` has no membership here).
export const ROLE_OF: Record<ActorName, number> = { anon: -1, customer: 1, writer: 2, marketer: 3, owner: 5, foreign: 0 };

export function expected(rule: 'public' | 'session' | { role: number } | { ownerOr: number; author: ActorName }, okStatus = 200): Record<ActorName, number> {
  const roleOf = ROLE_OF;
  const out = {} as Record<ActorName, number>;
  for (const a of ACTORS) {
    if (rule === 'public') out[a] = okStatus;
    else if (a === 'anon') out[a] = 401;
    else if (rule === 'session') out[a] = okStatus;
    else if ('ownerOr' in rule) out[a] = a === rule.author || roleOf[a] >= rule.ownerOr ? okStatus : 403;
    else out[a] = roleOf[a] >= rule.role ? okStatus : 403;
  }
  return out;
}
