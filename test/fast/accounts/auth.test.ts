import { describe, expect, it } from 'vitest';
import { bumpTokenVersion, createAccount, ensurePlatformAdmin, issueFor, login, logout, mintFor, signup } from '@/lib/domains/accounts/auth/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { sessionFor } from '@/lib/domains/accounts/auth/session';
import { verifyToken } from '@/lib/domains/accounts/auth/token';
import { updateAccount } from '@/lib/domains/platform/accounts/operations';
import { KICKS } from '../helpers/kicks';
import { expectRefused } from '../helpers/refused';
import { outboxOf } from '../helpers/rows';
import { makePlatformAdmin, makeSite, sessionUser } from '../helpers/world';

const { site } = await makeSite();
const PASSWORD = 'correct horse battery';

async function sessionOf(token: string) {
  const claims = await verifyToken(token);
  return claims && sessionFor(claims, site.uid);
}

describe('sign-up, sign-in, sign-out', () => {
  it('sign-up on a site gives role 1 there and queues the verification mail with the account', async () => {
    const kicks = KICKS.count;
    const issued = await signup(site, { email: 'new@example.test', password: PASSWORD, name: 'New' });
    expect(issued.user).toMatchObject({ email: 'new@example.test', role: ROLE.customer });
    expect((await outboxOf(site.uid)).map((r) => [r.kind, r.topic])).toContainEqual(['mail', 'auth.email_verify']);
    expect(KICKS.count).toBe(kicks + 1);
    expect((await sessionOf(issued.token))?.role).toBe(ROLE.customer);
    await expectRefused(signup(site, { email: 'new@example.test', password: PASSWORD, name: 'Again' }), 'invalid', 'already exists');
  });

  it('signs in with the right password only; a disabled account is refused', async () => {
    expect((await login(site, { email: 'new@example.test', password: PASSWORD })).user.role).toBe(ROLE.customer);
    expect((await login(null, { email: 'new@example.test', password: PASSWORD })).user.role).toBe(0);
    await expectRefused(login(site, { email: 'new@example.test', password: 'wrong password' }), 'unauthorized');
    await expectRefused(login(site, { email: 'nobody@example.test', password: PASSWORD }), 'unauthorized');
    const uid = await createAccount({ email: 'off@example.test', password: PASSWORD, name: 'Off' });
    await updateAccount((await makePlatformAdmin()).user, uid, { disabled: true });
    await expectRefused(login(site, { email: 'off@example.test', password: PASSWORD }), 'forbidden', 'disabled');
    await expectRefused(issueFor(site, uid), 'forbidden', 'disabled');
    await expectRefused(issueFor(site, 'no-such-uid'), 'unauthorized');
  });

  it('sign-out revokes the token; everywhere ends every token of the user', async () => {
    const a = await login(site, { email: 'new@example.test', password: PASSWORD });
    const b = await issueFor(site, a.user.uid);
    await logout((await sessionOf(a.token))!, false);
    expect(await sessionOf(a.token)).toBeNull();
    expect(await sessionOf(b.token)).not.toBeNull();
    await logout((await sessionOf(b.token))!, true);
    expect(await sessionOf(b.token)).toBeNull();
  });

  it('a bumped token version ends the tokens minted before it', async () => {
    const user = await sessionUser(await createAccount({ email: 'bump@example.test', password: null, name: 'Bump' }, site.uid));
    const token = await mintFor(user.uid, site, user.tokenVersion);
    expect(await sessionOf(token)).not.toBeNull();
    await bumpTokenVersion(user.uid);
    expect(await sessionOf(token)).toBeNull();
  });

  it('ensurePlatformAdmin makes the admin once, and resets a changed password', async () => {
    await ensurePlatformAdmin('Root@Example.test', PASSWORD);
    expect((await login(null, { email: 'root@example.test', password: PASSWORD })).user.role).toBe(ROLE.superAdmin);
    await ensurePlatformAdmin('root@example.test', 'another long password');
    await expectRefused(login(null, { email: 'root@example.test', password: PASSWORD }), 'unauthorized');
    expect((await login(null, { email: 'root@example.test', password: 'another long password' })).user.role).toBe(ROLE.superAdmin);
  });
});
