import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { adminToken, adminUrl, demoSiteUid, expect, expectAccessible, screenshots, signIn, test, typeInEditor } from './admin-kit';
import { mailTo } from './mail';
import { api, demoUrl } from './site';

// The events screens (issue 12): plugins, webhooks, the activity log, analytics and notifications, each
// driven through the admin against the real server, with what it did checked outside the browser.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let token = '';
let siteUid = '';

test.beforeAll(async () => {
  token = await adminToken();
  siteUid = await demoSiteUid(token);
});

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

// A webhook receiver on this machine that answers 200 and keeps what it got.
async function receiver() {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks/leads`, got, close: () => new Promise((r) => server.close(r)) };
}

test('a plugin written in the admin runs with sample input and on a real lead', async ({ page }) => {
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/plugins`));
  await expect(page.getByRole('heading', { name: 'Plugins', level: 1 })).toBeVisible();
  await expectAccessible(page, 'plugins list');
  await page.getByRole('link', { name: 'New plugin' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Lead tagger');
  // A time limit with room: the test machine runs Chromium, the server and the sandbox on two cores, and
  // the limit is wall-clock time (the sandbox tests check the limits themselves).
  await page.getByRole('textbox', { name: /^Time limit/ }).fill('2000');
  const code = page.getByTestId('plugin-code');
  await expect(code.locator('.view-lines')).toBeVisible();
  // One line: Monaco's JavaScript mode indents and closes brackets on new lines as a person would not.
  await typeInEditor(page, 'function lead_received(event) { return { tagged: "by-plugin", length: String(event.lead.data.message ?? "").length }; }', code);
  await expect(code).toContainText('by-plugin');
  await page.getByRole('button', { name: 'Create plugin' }).click();
  await expect(page.getByRole('heading', { name: 'Plugin Lead tagger' })).toBeVisible();

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const result = page.getByTestId('plugin-trial-result');
  await expect(result.getByText('ok', { exact: true })).toBeVisible();
  await expect(result).toContainText('"tagged": "by-plugin"');
  const runs = page.getByRole('table').filter({ hasText: 'lead_received' });
  await expect(runs.getByRole('row').nth(1)).toContainText('ok');
  await expectAccessible(page, 'plugin editor');
  await screenshots(page, 'plugin-editor');

  // A visitor's lead gets the plugin's field.
  const lead = await api('demo.localhost', 'POST', '/api/v1/leads', { form: 'e2e-plugin', data: { message: 'hello' } });
  expect(lead.status).toBe(201);
  const item = (lead.json.data as unknown as { item: { data: Record<string, unknown> } }).item;
  expect(item.data).toMatchObject({ message: 'hello', tagged: 'by-plugin', length: 5 });
});

test('a lead webhook set in the admin is signed, tested, listed, redelivered and rotated', async ({ page }) => {
  const rx = await receiver();
  try {
    await signIn(page);
    await page.goto(adminUrl(`/sites/${siteUid}/webhooks`));
    const leads = page.getByRole('region', { name: 'Leads' });
    await leads.getByRole('textbox', { name: 'Leads webhook URL' }).fill(rx.url);
    await leads.getByRole('switch', { name: 'Send lead events' }).check();
    await leads.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Leads webhook saved')).toBeVisible();

    await leads.getByRole('button', { name: /^Reveal the leads signing secret/ }).click();
    const secret = (await page.getByTestId('secret-lead').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    await leads.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText(/Test event delivered: your server answered 200/)).toBeVisible();
    await expect.poll(() => rx.got.length).toBeGreaterThan(0);
    const first = rx.got[0]!;
    // Verified with the Standard Webhooks reference library, not with the platform's own code.
    expect(() => new Webhook(secret).verify(first.body, first.headers as Record<string, string>)).not.toThrow();

    // A real lead arrives through the outbox, and its delivery is listed.
    await api('demo.localhost', 'POST', '/api/v1/leads', { form: 'e2e-webhook', data: { note: 'through the outbox' } });
    await expect.poll(() => rx.got.some((r) => r.body.includes('through the outbox')), { timeout: 15_000 }).toBe(true);
    const delivered = rx.got.find((r) => r.body.includes('through the outbox'))!;
    await page.reload();
    const row = page.getByRole('region', { name: 'Leads' }).getByRole('row').filter({ hasText: 'lead.received' }).first();
    await expect(row).toContainText('200');
    await expectAccessible(page, 'webhooks');
    await screenshots(page, 'webhooks');

    const before = rx.got.length;
    await row.getByRole('button', { name: /^Redeliver/ }).click();
    await expect.poll(() => rx.got.length, { timeout: 15_000 }).toBeGreaterThan(before);
    const again = rx.got.slice(before).find((r) => r.body.includes('through the outbox'));
    expect(again?.headers['webhook-id']).toBe(delivered.headers['webhook-id']);

    await page
      .getByRole('region', { name: 'Leads' })
      .getByRole('button', { name: /^Rotate the leads signing secret/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    await expect(page.getByText('Secret rotated')).toBeVisible();
    await expect(page.getByTestId('secret-lead')).not.toHaveText(secret);
    await expect(page.getByText(/previous secret still signs until/)).toBeVisible();
  } finally {
    await rx.close();
  }
});

test('the activity log shows who changed what, filtered by kind', async ({ page }) => {
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/logs`));
  await expect(page.getByRole('heading', { name: 'Activity log', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Changes by people' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'activity.plugins.create' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'plugin.run' })).toHaveCount(0);
  await expectAccessible(page, 'activity log');
  await screenshots(page, 'activity-log');
});

test('analytics charts the views just made, without personal data', async ({ page, browser }) => {
  // A person's browser: headless Chromium names itself in its user agent, and bots are not counted.
  const visitor = await browser.newPage({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' });
  for (let i = 0; i < 3; i++) await visitor.goto(demoUrl('/'), { referer: 'https://news.example.org/some/story?id=7' });
  await visitor.close();
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/analytics`));
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  // Views are flushed in batches: reload until they are counted.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('region', { name: 'Referrers' }).textContent();
      },
      { timeout: 20_000 },
    )
    .toContain('news.example.org');
  await expect(page.getByRole('region', { name: 'Referrers' })).not.toContainText('story');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page, 'analytics');
  await screenshots(page, 'analytics');
});

test('a notification composed in the admin is mailed to the members', async ({ page }) => {
  const subject = `Roastery closed on Monday ${Date.now()}`;
  // A member who signed up on the site (role 1) is among the recipients.
  const member = `member-${Date.now()}@example.test`;
  expect((await api('demo.localhost', 'POST', '/api/v1/auth/signup', { email: member, password: 'member-password-1', name: 'Mel Member' })).status).toBe(201);
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/notifications`));
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('We are cupping the new harvest instead.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Queued for [1-9]\d* members?/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
  await expectAccessible(page, 'notifications');
  await screenshots(page, 'notifications');
  // The member's mail reaches the SMTP sink (a real SMTP server) through the outbox.
  const mail = await mailTo(member, 0, (m) => m.subject.includes(subject));
  expect(mail.text).toContain('cupping the new harvest');
});
