// People and sites for the fast tier, made through the real operations (an account by createAccount,
// a site by createSite with its theme's templates, a role by grantRole), and the Caller each operation
// is given as the route wrapper would build it (lib/http/route.ts).
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import type { Caller } from '@/lib/domains/accounts/auth/access';
import { createAccount } from '@/lib/domains/accounts/auth/operations';
import { effectiveRole, ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { createSite } from '@/lib/domains/platform/sites/operations';
import { siteByUid, type SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { grantRole } from '@/lib/domains/accounts/users/operations';

let made = 0;
// Unique within the file's own database; a test may name its own for readability.
const next = (prefix: string) => `${prefix}${++made}`;

export async function sessionUser(uid: string): Promise<SessionUser> {
  const db = await getDb();
  const [row] = await db.select({ uid: users.uid, email: users.email, name: users.name, platformRole: users.platformRole, tokenVersion: users.tokenVersion }).from(users).where(eq(users.uid, uid));
  if (!row) throw new Error(`no account ${uid}`);
  return row;
}

// An account (no password unless given: hashing costs ~50 ms), with a platform role if given.
export async function makeUser(opts: { email?: string; name?: string; password?: string; platformRole?: number } = {}): Promise<SessionUser> {
  const name = opts.name ?? next('user');
  const uid = await createAccount({ email: opts.email ?? `${name}@example.test`, password: opts.password ?? null, name, platformRole: opts.platformRole, verified: true });
  return sessionUser(uid);
}

export interface World {
  site: SiteRef;
  owner: Member;
}

export interface Member {
  user: SessionUser;
  role: number;
  caller: Caller & { user: SessionUser };
}

export const callerOf = (user: SessionUser, role: number): Caller & { user: SessionUser } => ({ user, role });
export const anonymous: Caller = { user: null, role: ROLE.none };

// The site as the host lookup reads it (numbers included), fresh after a write.
export async function siteRef(uid: string): Promise<SiteRef> {
  const ref = await siteByUid(uid);
  if (!ref) throw new Error(`no site ${uid}`);
  return ref;
}

// A site (theme `blank` unless given) and its owner, who holds role 5 there.
export async function makeSite(opts: { subdomain?: string; theme?: string; owner?: SessionUser } = {}): Promise<World> {
  const owner = opts.owner ?? (await makeUser());
  const subdomain = opts.subdomain ?? next('site');
  const view = await createSite(owner, { subdomain, name: `Site ${subdomain}`, theme: opts.theme });
  return { site: await siteRef(view.uid), owner: { user: owner, role: ROLE.admin, caller: callerOf(owner, ROLE.admin) } };
}

// A member of the site with this role: signed up there (role 1), then given the role by the owner.
export async function makeMember(world: World, role: number, opts: { name?: string } = {}): Promise<Member> {
  const name = opts.name ?? next('member');
  const uid = await createAccount({ email: `${name}@example.test`, password: null, name, verified: true }, world.site.uid);
  if (role !== ROLE.customer) await grantRole(world.site, { uid: world.owner.user.uid, role: ROLE.admin }, uid, { role });
  const user = await sessionUser(uid);
  return { user, role, caller: callerOf(user, role) };
}

// A platform admin (role 7) as a caller on any site, with no membership.
export async function makePlatformAdmin(): Promise<Member> {
  const user = await makeUser({ platformRole: ROLE.superAdmin });
  return { user, role: ROLE.superAdmin, caller: callerOf(user, effectiveRole(undefined, ROLE.superAdmin)) };
}

// The page query every list takes.
export const page = (page = 1, page_size = 50) => ({ page, page_size });
