import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';
import { freePort, startServer, type RunningServer } from '../helpers/server';

// Notifications (role 5+): one mail per member at or above minRole, queued through the outbox. The
// shared test server has no SMTP_URL, so each mail lands in DATA_DIR/outbox/*.eml.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The .eml files of the shared server whose Subject is `subject`, as {to, raw} (waits up to `ms`
// for `expected` of them).
async function mailsWithSubject(subject: string, expected: number, ms = 15_000, dir = path.join(inject('dataDir'), 'outbox')) {
  let found: { to: string; raw: string }[] = [];
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    found = files
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .filter((raw) => raw.includes(`Subject: ${subject}`))
      .map((raw) => ({ to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '', raw }));
    if (found.length >= expected) break;
  }
  return found;
}

describe('notifications', () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  let members: Record<number, { uid: string; email: string; token: string }>;
  beforeAll(async () => {
    site = await newSite('Notify');
    // Its members' addresses are not proven: until the platform trusts the site, its words reach none of
    // them (test/security/mail-trust.test.ts).
    expect((await api(PLATFORM).put(`/api/v1/sites/${site.uid}/mail-trust`, { trusted: true }, { token: site.admin })).status).toBe(200);
    members = {};
    for (const role of [1, 2, 3, 5]) members[role] = await userWithRole(site, role, `Role ${role}`);
  });
  const on = () => api(site.host);

  it('mails every member at or above minRole, each as an .eml file, and records the notification', async () => {
    const subject = unique('Staff meeting ');
    const r = await on().post('/api/v1/notifications', { subject, text: 'Tomorrow at 10.', minRole: 2 }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
    const item = data(r).item;
    // The owner (5), and the members with roles 2, 3 and 5; not the customer (1).
    expect(item).toEqual({ uid: expect.any(String), subject, recipients: 4, createdAt: expect.any(String) });
    const mails = await mailsWithSubject(subject, 4);
    expect(mails.map((m) => m.to).sort()).toEqual([site.ownerEmail, members[2]!.email, members[3]!.email, members[5]!.email].sort());
    for (const m of mails) {
      expect(m.raw).toContain('Tomorrow at 10.');
      expect(m.raw).toMatch(/^From: no-reply@localhost$/m);
    }
    expect((await mailsWithSubject(subject, 5, 1000)).length, 'each mail once').toBe(4);
    const list = await on().get('/api/v1/notifications', { token: site.ownerToken });
    expect(list.status, list.text).toBe(200);
    expect(data(list).items[0]).toEqual({ uid: item.uid, subject, text: 'Tomorrow at 10.', minRole: 2, recipients: 4, sentBy: expect.any(String), createdAt: item.createdAt });
  });

  it('minRole defaults to 1: every member', async () => {
    const subject = unique('Everyone ');
    const r = await on().post('/api/v1/notifications', { subject, text: 'Hello all' }, { token: members[5]!.token });
    expect(r.status, r.text).toBe(201);
    expect(data(r).item.recipients).toBe(5);
    expect((await mailsWithSubject(subject, 5)).map((m) => m.to).sort()).toEqual([site.ownerEmail, ...[1, 2, 3, 5].map((n) => members[n]!.email)].sort());
    const list = data(await on().get('/api/v1/notifications?page_size=1', { token: site.ownerToken }));
    expect(list.items[0]).toMatchObject({ subject, minRole: 1, sentBy: members[5]!.uid });
    expect(list.pagination).toMatchObject({ page_size: 1, total_entries: 2, more: true });
  });

  it("role 5+ only: anonymous 401, role 3 403, another site's admin 403; bad bodies 422", async () => {
    const other = await newSite('Other notify');
    const body = { subject: 'x', text: 'y' };
    expect((await on().post('/api/v1/notifications', body)).status).toBe(401);
    expect((await on().get('/api/v1/notifications')).status).toBe(401);
    for (const token of [members[3]!.token, other.ownerToken]) {
      expect((await on().post('/api/v1/notifications', body, { token })).status).toBe(403);
      expect((await on().get('/api/v1/notifications', { token })).status).toBe(403);
    }
    for (const bad of [
      {},
      { subject: '', text: 'y' },
      { subject: 'x'.repeat(201), text: 'y' },
      { subject: 'x', text: '' },
      { subject: 'x', text: 'y'.repeat(20_001) },
      { ...body, minRole: 0 },
      { ...body, minRole: 11 },
      { ...body, minRole: 2.5 },
      { ...body, extra: 1 },
    ]) {
      const r = await on().post('/api/v1/notifications', bad, { token: site.ownerToken });
      expect(r.status, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
  });

  it('writes no address to the site log', async () => {
    const logs = await on().get('/api/v1/logs?page_size=100', { token: site.ownerToken });
    const rows = data(logs).items as Array<{ kind: string; message: string; data: unknown }>;
    expect(rows.some((l) => l.kind === 'notification.sent')).toBe(true);
    for (const l of rows) expect(`${l.message} ${JSON.stringify(l.data)}`).not.toMatch(/@example\.test/);
  });
});

describe('notifications over SMTP (SMTP_URL)', () => {
  let smtp: SMTPServer;
  let server: RunningServer;
  const received: { to: string[]; raw: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((ok) => smtp.listen(port, '127.0.0.1', ok));
    server = await startServer(inject('dbKind'), { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Platform <mail@example.test>' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((ok) => smtp.close(() => ok()));
  });

  it('sends each mail through the SMTP server and writes no .eml file', async () => {
    const site = await newSite('SMTP', server.url);
    expect((await api(PLATFORM, server.url).put(`/api/v1/sites/${site.uid}/mail-trust`, { trusted: true }, { token: site.admin })).status).toBe(200);
    const member = await userWithRole(site, 2);
    const subject = unique('Over SMTP ');
    const r = await api(site.host, server.url).post('/api/v1/notifications', { subject, text: 'Via SMTP' }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
    for (const end = Date.now() + 15_000; received.filter((m) => m.raw.includes(subject)).length < 2 && Date.now() < end;) await sleep(100);
    const mails = received.filter((m) => m.raw.includes(subject));
    expect(mails.flatMap((m) => m.to).sort()).toEqual([site.ownerEmail, member.email].sort());
    expect(mails[0]!.raw).toMatch(/^From: Platform <mail@example\.test>$/m);
    expect(fs.existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
  });
});
