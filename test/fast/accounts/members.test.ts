import { describe, expect, it } from 'vitest';
import { grantRole, isMemberAddress, listMembers, myMembership } from '@/lib/domains/accounts/users/operations';
import { deleteAccount, deleteOwnAccount, listAccounts, updateAccount } from '@/lib/domains/platform/accounts/operations';
import { createAccount } from '@/lib/domains/accounts/auth/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { makeMember, makePlatformAdmin, makeSite, makeUser, page, sessionUser } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const admin = await makeMember(world, ROLE.admin, { name: 'admin' });
const marketer = await makeMember(world, ROLE.marketer, { name: 'marketer' });
const writer = await makeMember(world, ROLE.writer, { name: 'writer' });
const platform = await makePlatformAdmin();
const other = await makeSite();
const as = (m: { user: { uid: string }; role: number }) => ({ uid: m.user.uid, role: m.role });

describe('members and roles', () => {
  it('lists members by role, highest first, with their staff-mail choice', async () => {
    const list = await listMembers(site.uid, page());
    expect(list.items.map((m) => m.role)).toEqual([5, 5, 3, 2]);
    expect(list.items.every((m) => m.staffMail === true)).toBe(true);
  });

  it('nobody grants above their own role or changes someone at or above it; the owner may', async () => {
    await expectRefused(grantRole(site, as(marketer), writer.user.uid, { role: ROLE.admin }), 'forbidden', 'above your own');
    await expectRefused(grantRole(site, as(marketer), admin.user.uid, { role: ROLE.writer }), 'forbidden', 'at or above');
    expect((await grantRole(site, as(marketer), writer.user.uid, { role: ROLE.marketer })).role).toBe(ROLE.marketer);
    expect((await grantRole(site, as(owner), admin.user.uid, { role: ROLE.designer })).role).toBe(ROLE.designer);
    await expectRefused(grantRole(site, as(admin), owner.user.uid, { role: ROLE.writer }), 'forbidden', 'owner');
  });

  it('a role reaches members only: a stranger or another site\u2019s member is not found', async () => {
    const stranger = await makeUser();
    await expectRefused(grantRole(site, as(owner), stranger.uid, { role: ROLE.writer }), 'not_found', 'invite');
    await expectRefused(grantRole(site, as(owner), other.owner.user.uid, { role: ROLE.writer }), 'not_found');
    await expectRefused(grantRole(site, as(platform), stranger.uid, { role: ROLE.writer }), 'not_found');
  });

  it('role 0 removes the membership and ends the member\u2019s tokens', async () => {
    const leaving = await makeMember(world, ROLE.writer);
    const before = leaving.user.tokenVersion;
    await grantRole(site, as(owner), leaving.user.uid, { role: ROLE.none });
    expect((await sessionUser(leaving.user.uid)).tokenVersion).toBe(before + 1);
    expect(await myMembership(site.uid, leaving.user.uid)).toBeNull();
    expect(await isMemberAddress(site.uid, leaving.user.email)).toBe(false);
  });

  it('a member reads and changes their own staff-mail choice; a non-member cannot', async () => {
    expect(await myMembership(site.uid, marketer.user.uid)).toMatchObject({ role: ROLE.marketer, staffMail: true, staffMailRole: expect.any(Number) });
    expect(await myMembership(site.uid, marketer.user.uid, { staffMail: false })).toMatchObject({ staffMail: false });
    await expectRefused(myMembership(site.uid, platform.user.uid, { staffMail: false }), 'not_found');
    expect(await isMemberAddress(site.uid, marketer.user.email)).toBe(true);
    expect(await isMemberAddress(other.site.uid, marketer.user.email)).toBe(false);
  });
});

describe('accounts (platform admin)', () => {
  it('lists and searches accounts', async () => {
    const list = await listAccounts({ ...page(), q: 'marketer' });
    expect(list.items.map((a) => a.email)).toEqual([marketer.user.email]);
    expect(list.items[0]).toMatchObject({ sites: 1, emailVerified: true, disabled: false });
  });

  it('disables an account (ending its tokens); never their own or a peer platform admin', async () => {
    const target = await makeUser();
    expect((await updateAccount(platform.user, target.uid, { disabled: true })).disabled).toBe(true);
    expect((await sessionUser(target.uid)).tokenVersion).toBe(target.tokenVersion + 1);
    await expectRefused(updateAccount(platform.user, platform.user.uid, { disabled: true }), 'invalid', 'your own');
    const peer = await makePlatformAdmin();
    await expectRefused(updateAccount(platform.user, peer.user.uid, { disabled: true }), 'forbidden');
    await expectRefused(updateAccount(platform.user, 'missing', { disabled: true }), 'not_found');
  });

  it("deletes an account, but not one that owns a site; one's own needs its password", async () => {
    const target = await makeUser();
    await deleteAccount(platform.user, target.uid);
    await expectRefused(deleteAccount(platform.user, target.uid), 'not_found');
    await expectRefused(deleteAccount(platform.user, owner.user.uid), 'invalid', 'owns 1 site');
    const me = await sessionUser(await createAccount({ email: 'me@example.test', password: 'my long password', name: 'Me' }));
    await expectRefused(deleteOwnAccount(me, { password: 'wrong one' }, '192.0.2.3'), 'forbidden');
    await deleteOwnAccount(me, { password: 'my long password' }, '192.0.2.3');
    await expectRefused(deleteOwnAccount(me, { password: 'my long password' }, '192.0.2.3'), 'not_found');
  });
});
