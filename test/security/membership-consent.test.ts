import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itOn } from '../helpers/db-only';
import { api, data, newSite, PLATFORM, unique, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { smtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';

// docs/behaviours.md#B-role-consent: a role is never put on an account without its consent. The attack: any site owner ran
// `PUT /api/v1/users/<anyone's uid> {"role":1}`; the stranger then showed in the owner's GET /users
// (their email), and, as an account "of that site alone", got that site's own password-reset page
// (written by the owner) in a reset mail asked on that site. Now PUT changes members only, and anyone
// else joins by an invitation mailed to their address, accepted while signed in.

let server: RunningServer;
let sink: SmtpSink;
let port: string;

beforeAll(async () => {
  sink = await smtpSink();
  server = await startServer(inject('dbKind'), {
    SMTP_URL: sink.url,
    RATE_LIMIT_PASSWORD_RESET: '1000',
    RATE_LIMIT_AUTH_MAIL_IP: '10000',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_IP: '10000',
  });
  port = new URL(server.url).port;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

type Site = Awaited<ReturnType<typeof newSite>>;
const on = (host: string) => api(host, server.url);
const site = (name: string) => newSite(name, server.url);
const address = () => `${unique('i')}@example.test`;
const tokenOf = (mail: ReceivedMail) => decodeURIComponent(/[?&]token=([^\s>&"]+)/.exec(mail.text)?.[1] ?? '');
const linkOf = (mail: ReceivedMail) => /(https?:\/\/\S+token=[^\s>"]+)/.exec(mail.text)?.[1] ?? '';

// An account of nobody's site: signed up on the platform host.
async function account(name = 'Invitee') {
  const email = address();
  const r = await on(PLATFORM).post('/api/v1/auth/signup', { email, password: 'invitee-password-1', name });
  expect(r.status, r.text).toBe(201);
  return { email, uid: data(r).item.uid as string, token: data(r).token as string };
}

const invite = (s: Site, email: string, role: number, token = s.ownerToken) => on(s.host).post('/api/v1/users/invitations', { email, role }, { token });

// Invites and reads the link's token from the mail the SMTP sink got.
async function invited(s: Site, email: string, role: number): Promise<{ reply: Reply; mail: ReceivedMail; token: string }> {
  const since = sink.received.length;
  const reply = await invite(s, email, role);
  expect(reply.status, reply.text).toBe(201);
  const mail = await sink.waitFor(email, { since, match: (m) => m.text.includes('/admin/invitations/accept?token=') });
  return { reply, mail, token: tokenOf(mail) };
}

const accept = (token: string, userToken: string) => on(PLATFORM).post('/api/v1/users/invitations/accept', { token }, { token: userToken });
const members = async (s: Site) => data(await on(s.host).get('/api/v1/users?page_size=100', { token: s.ownerToken })).items as { uid: string; email: string; role: number }[];
const openInvitations = async (s: Site) => data(await on(s.host).get('/api/v1/users/invitations?page_size=100', { token: s.ownerToken })).items as { id: string; email: string }[];
const me = (host: string, token: string) => on(host).get('/api/v1/auth/me', { token });

describe('the attack: an owner puts a role on a stranger', () => {
  it("PUT /users/<stranger> is 404 (invite instead), as for a uid nobody has; the stranger is not listed and a reset asked on that site is the platform's own mail", async () => {
    const evil = await site('Evil Bank Support');
    // The owner prepares the phish: a reset page and reset mail of the site's own.
    expect((await on(evil.host).put('/api/v1/sites', { settings: { passwordResetUrl: '/account/reset' } }, { token: evil.ownerToken })).status).toBe(200);
    const template = 'Subject: Urgent from your bank\n<p>Reset now: <a href="{{ link }}">here</a></p>';
    expect((await on(evil.host).post('/api/v1/templates', { title: 'email/password_reset', type: 'email', body: template }, { token: evil.ownerToken })).status).toBe(201);
    const stranger = await account('Stranger Name');

    const put = await on(evil.host).put(`/api/v1/users/${stranger.uid}`, { role: 1 }, { token: evil.ownerToken });
    expect(put.status).toBe(404);
    expect(data(put).text).toContain('POST /api/v1/users/invitations');
    expect(put.text).not.toContain(stranger.email);
    // The same answer for a uid no account has: a uid tells nothing.
    const nobody = await on(evil.host).put(`/api/v1/users/nobody${unique('')}`, { role: 1 }, { token: evil.ownerToken });
    expect(nobody.status).toBe(404);
    expect(nobody.json).toEqual(put.json);
    // Not even the platform admin puts a role on an account that did not ask for it.
    expect((await on(evil.host).put(`/api/v1/users/${stranger.uid}`, { role: 1 }, { token: evil.admin })).status).toBe(404);

    const listed = await members(evil);
    expect(listed.map((m) => m.uid)).not.toContain(stranger.uid);
    expect(JSON.stringify(listed)).not.toContain(stranger.email);
    expect(data(await me(evil.host, stranger.token)).item.role).toBe(0);

    const since = sink.received.length;
    expect((await on(evil.host).post('/api/v1/auth/password/reset', { email: stranger.email })).status).toBe(200);
    const mail = await sink.waitFor(stranger.email, { since, match: (m) => m.text.includes('token=') && !m.text.includes('/verify-email') });
    expect(mail.subject).not.toContain('Urgent');
    expect(linkOf(mail)).toMatch(new RegExp(`^http://localhost:${port}/admin/reset\\?token=`));
    expect(mail.text).not.toContain(`${evil.host}:${port}/account/reset`);
  });
});

describe('invitations', () => {
  let shop: Site;
  beforeAll(async () => {
    shop = await site('Totally Your Bank');
    const named = await on(shop.host).patch('/api/v1/auth/me', { name: 'Mallory Inviter' }, { token: shop.ownerToken });
    expect(named.status, named.text).toBe(200);
  });

  it('invite → a mail in platform words → another account cannot accept → the invited one does, once, and is listed with the role', async () => {
    const invitee = await account('Ivy Invitee');
    const other = await account('Otto Other');
    const { reply, mail, token } = await invited(shop, invitee.email, 3);
    const item = data(reply).item;
    expect(item).toEqual({ id: expect.any(String), email: invitee.email, role: 3, status: 'pending', createdAt: expect.any(String), expiresAt: expect.any(String) });
    const days = (Date.parse(item.expiresAt) - Date.parse(item.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect(reply.text).not.toContain('token');

    // The mail: the site's host and the role's name, a link to the platform admin's page; no word the
    // tenant wrote (the site's name, the inviter's name).
    expect(mail.subject).toBe(`Invitation to ${shop.host}:${port} as marketer`);
    expect(linkOf(mail)).toMatch(new RegExp(`^http://localhost:${port}/admin/invitations/accept\\?token=`));
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('Totally Your Bank');
      expect(part).not.toContain('Mallory');
      expect(part).toContain(`${shop.host}:${port}`);
    }
    expect(mail.text).toContain('marketer');
    expect(mail.html).toContain(`href="http://localhost:${port}/admin/invitations/accept?token=`);
    expect((await openInvitations(shop)).map((i) => i.id)).toContain(item.id);

    // A link forwarded to (or opened by) another account: refused, nothing changes.
    for (const r of [await on(PLATFORM).get(`/api/v1/users/invitations/accept?token=${encodeURIComponent(token)}`, { token: other.token }), await accept(token, other.token)]) {
      expect(r.status).toBe(403);
      expect(data(r).text).toBe('This invitation was sent to another address: sign in with it');
    }
    expect((await accept(token, '')).status).toBe(401);
    expect((await members(shop)).map((m) => m.uid)).not.toContain(other.uid);

    const preview = await on(PLATFORM).get(`/api/v1/users/invitations/accept?token=${encodeURIComponent(token)}`, { token: invitee.token });
    expect(preview.status, preview.text).toBe(200);
    expect(data(preview)).toEqual({ site: { uid: shop.uid, host: shop.host }, role: 3, email: invitee.email, expiresAt: item.expiresAt });
    expect(data(await me(PLATFORM, invitee.token)).item.emailVerified).toBe(false);

    const ok = await accept(token, invitee.token);
    expect(ok.status, ok.text).toBe(200);
    expect(data(ok)).toEqual({ site: { uid: shop.uid, name: 'Totally Your Bank', host: shop.host }, role: 3 });
    expect((await members(shop)).find((m) => m.uid === invitee.uid)).toMatchObject({ email: invitee.email, role: 3 });
    expect(data(await me(shop.host, invitee.token)).item.role).toBe(3);
    // The mailed link proved the address.
    expect(data(await me(PLATFORM, invitee.token)).item.emailVerified).toBe(true);

    // A replay: refused, and the invitation is no longer open.
    const again = await accept(token, invitee.token);
    expect(again.status).toBe(404);
    expect(data(again).text).toContain('already accepted');
    expect((await openInvitations(shop)).map((i) => i.id)).not.toContain(item.id);
    // Now a member: the owner changes the role with PUT, and an invitation to the address is refused.
    const put = await on(shop.host).put(`/api/v1/users/${invitee.uid}`, { role: 2 }, { token: shop.ownerToken });
    expect(put.status, put.text).toBe(200);
    expect(data(put).item).toEqual({ uid: invitee.uid, name: 'Ivy Invitee', email: invitee.email, role: 2, staffMail: true });
    const member = await invite(shop, invitee.email, 4);
    expect(member.status).toBe(422);
    expect(data(member).text).toContain('PUT /api/v1/users/:uid');
  });

  it('unknown, altered and revoked links are refused; a revoke of another site is 404', async () => {
    const invitee = await account();
    const { reply, token } = await invited(shop, invitee.email, 2);
    const [id, secret] = token.split('.') as [string, string];
    for (const bad of [`${id}.${secret.slice(0, -2)}xx`, `nope.${secret}`, 'garbage', `${id}`]) {
      const r = await accept(bad, invitee.token);
      expect(r.status, bad).toBe(404);
      expect(data(r).text).toContain('unknown');
    }
    const elsewhere = await site('Elsewhere');
    expect((await on(elsewhere.host).del(`/api/v1/users/invitations/${data(reply).item.id}`, { token: elsewhere.ownerToken })).status).toBe(404);
    const revoked = await on(shop.host).del(`/api/v1/users/invitations/${data(reply).item.id}`, { token: shop.ownerToken });
    expect(revoked.status, revoked.text).toBe(200);
    expect(data(revoked).item).toMatchObject({ id: data(reply).item.id, status: 'revoked' });
    const r = await accept(token, invitee.token);
    expect(r.status).toBe(404);
    expect(data(r).text).toContain('withdrawn');
    expect((await members(shop)).map((m) => m.uid)).not.toContain(invitee.uid);
  });

  it('a new invitation to the same address replaces the open one; two accepts at once: one wins', async () => {
    const invitee = await account();
    const first = await invited(shop, invitee.email, 1);
    const second = await invited(shop, invitee.email, 2);
    expect((await openInvitations(shop)).filter((i) => i.email === invitee.email).map((i) => i.id)).toEqual([data(second.reply).item.id]);
    expect((await accept(first.token, invitee.token)).status).toBe(404);
    const answers = await Promise.all([accept(second.token, invitee.token), accept(second.token, invitee.token), accept(second.token, invitee.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    expect((await members(shop)).find((m) => m.uid === invitee.uid)?.role).toBe(2);
  });

  it('an address with an account and one without get the same answer; accepting as a member keeps the higher role', async () => {
    const withAccount = await account();
    const a = await invite(shop, withAccount.email, 1);
    const b = await invite(shop, address(), 1);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(Object.keys(data(a).item).sort()).toEqual(Object.keys(data(b).item).sort());
    expect(a.headers['content-length']).toBe(b.headers['content-length']);
    // A customer of the site who signed up there meanwhile, invited as writer: writer.
    const customer = address();
    const { token } = await invited(shop, customer, 2);
    const signup = await on(shop.host).post('/api/v1/auth/signup', { email: customer, password: 'customer-password-1', name: 'C' });
    expect(signup.status, signup.text).toBe(201);
    expect((await accept(token, data(signup).token)).status).toBe(200);
    expect((await members(shop)).find((m) => m.email === customer)?.role).toBe(2);
  });

  it('invitations need role 5 and never offer more than the inviter has; 7 is never offered; a site cookie alone is refused', async () => {
    const designer = await account();
    const { token: designerLink } = await invited(shop, designer.email, 4);
    expect((await accept(designerLink, designer.token)).status).toBe(200);
    // A designer (role 4) cannot invite anyone, least of all an admin (above their own role).
    expect((await invite(shop, address(), 5, designer.token)).status).toBe(403);
    expect((await invite(shop, address(), 1, designer.token)).status).toBe(403);
    expect((await on(shop.host).get('/api/v1/users/invitations', { token: designer.token })).status).toBe(403);
    expect((await invite(shop, address(), 7)).status).toBe(422);
    expect((await invite(shop, address(), 0)).status).toBe(422);
    expect((await invite(shop, 'not-an-address', 1)).status).toBe(422);

    // The owner's own site cookie (a tenant's script in their browser) manages no invitations.
    const cookie = { headers: { cookie: `current_user=${shop.ownerToken}`, origin: `http://${shop.host}:${port}` } };
    expect((await on(shop.host).post('/api/v1/users/invitations', { email: address(), role: 1 }, cookie)).status).toBe(403);
    expect((await on(shop.host).get('/api/v1/users/invitations', cookie)).status).toBe(403);
    const open = await openInvitations(shop);
    expect((await on(shop.host).del(`/api/v1/users/invitations/${open[0]!.id}`, cookie)).status).toBe(403);
    // Nor does a site cookie accept one for whoever is signed in there.
    const victim = await account();
    const { token } = await invited(shop, victim.email, 1);
    // (A session the victim holds on the shop itself: a cookie minted elsewhere is no session there at all.)
    const onShop = data(await on(shop.host).post('/api/v1/auth/login', { email: victim.email, password: 'invitee-password-1' })).token as string;
    expect((await on(shop.host).post('/api/v1/users/invitations/accept', { token }, { headers: { cookie: `current_user=${onShop}`, origin: `http://${shop.host}:${port}` } })).status).toBe(403);
    expect((await on(shop.host).post('/api/v1/users/invitations/accept', { token }, { headers: { cookie: `current_user=${victim.token}`, origin: `http://${shop.host}:${port}` } })).status).toBe(401);
    expect((await members(shop)).map((m) => m.uid)).not.toContain(victim.uid);
  });

  it('an invitation to a site deleted meanwhile is refused', async () => {
    const gone = await site('Gone soon');
    const invitee = await account();
    const { token } = await invited(gone, invitee.email, 1);
    expect((await on(gone.host).del(`/api/v1/sites/${gone.uid}`, { token: gone.ownerToken })).status).toBe(200);
    expect((await accept(token, invitee.token)).status).toBe(404);
  });

  it('20 invitations an hour per site, then 429', async () => {
    const busy = await site('Busy');
    for (let i = 0; i < 20; i++) expect((await invite(busy, address(), 1)).status).toBe(201);
    const over = await invite(busy, address(), 1);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Per site: another site still invites.
    expect((await invite(shop, address(), 1)).status).toBe(201);
  });

  itOn('postgres', 'an expired invitation is refused and no longer listed (expiry set in the database)', async () => {
    const invitee = await account();
    const { reply, token } = await invited(shop, invitee.email, 1);
    const sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      await sql`update invitations set expires_at = now() - interval '1 minute' where id = ${data(reply).item.id as string}`;
    } finally {
      await sql.end();
    }
    const r = await accept(token, invitee.token);
    expect(r.status).toBe(404);
    expect(data(r).text).toContain('expired');
    expect((await openInvitations(shop)).map((i) => i.id)).not.toContain(data(reply).item.id);
  });
});
