import type { Page } from '@playwright/test';
import http from 'node:http';
import { adminUrl, expect, expectAccessible, screenshots, signIn, test, typeInEditor } from './admin-kit';
import { api } from './site';

// Issue 25's broken screens, in Chromium against the real server: an existing plugin saves (the form
// sends its writable fields only) and a trial runs the code in the editor; each plugin lists its own
// runs and each webhook slot its own deliveries; orders and members at 375 px keep their key columns
// and controls. Each test makes a site of its own, so nothing of another test's shows.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PASSWORD = 'screens-password-1';
type Made = { uid: string; host: string; token: string; owner: { email: string; password: string } };

async function newShop(name: string): Promise<Made> {
  const subdomain = `screens${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const owner = { email: `${subdomain}@example.test`, password: PASSWORD };
  const made = await api('localhost', 'POST', '/api/v1/sites/new', { subdomain, name, ...owner, userName: 'Sam Owner' });
  expect(made.status).toBe(201);
  const body = made.json.data as unknown as { item: { uid: string; host: string }; token: string };
  return { uid: body.item.uid, host: `${subdomain}.localhost`, token: body.token, owner };
}

async function call<T>(site: Made, method: string, path: string, body?: unknown): Promise<T> {
  const r = await api(site.host, method, path, body, site.token);
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.json)}`).toBeLessThan(300);
  return (r.json.data as unknown as { item: T }).item;
}

const plugin = (name: string, code: string) => ({ name, code, hooks: ['lead_received'], timeoutMs: 2000 });

test('an existing plugin saves, and Run runs the code in the editor (saved first, and said so)', async ({ page }) => {
  const site = await newShop('Plugin shop');
  const made = await call<{ uid: string }>(site, 'POST', '/api/v1/plugins', plugin('Tagger', 'function lead_received() { return { version: "stored" }; }'));
  await signIn(page, site.owner);
  await page.goto(adminUrl(`/sites/${site.uid}/plugins/${made.uid}`));
  await expect(page.getByRole('heading', { name: 'Plugin Tagger' })).toBeVisible();

  // A plain save of the form as it was read: before issue 25 this sent uid, createdAt and updatedAt (422).
  await page.getByRole('textbox', { name: /^Name/ }).fill('Tagger two');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Plugin saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/Unrecognized keys/)).toHaveCount(0);
  expect((await call<{ name: string }>(site, 'GET', `/api/v1/plugins/${made.uid}`)).name).toBe('Tagger two');

  // New code in the editor, not saved: the trial says it saves first, and runs the new code.
  const code = page.getByTestId('plugin-code');
  await expect(code.locator('.view-lines')).toBeVisible();
  await typeInEditor(page, 'function lead_received() { return { version: "edited" }; }', code);
  await expect(page.getByTestId('plugin-trial-unsaved')).toBeVisible();
  await page.getByRole('button', { name: 'Save and run' }).click();
  const result = page.getByTestId('plugin-trial-result');
  await expect(result).toContainText('"version": "edited"');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible();
  expect((await call<{ code: string }>(site, 'GET', `/api/v1/plugins/${made.uid}`)).code).toContain('edited');
  await expectAccessible(page, 'plugin editor after a trial');

  // The activity log says it in words: the person's name and the plugin's, not their uids.
  await page.goto(adminUrl(`/sites/${site.uid}/logs`));
  await expect(page.getByText('Sam Owner updated plugin “Tagger two”').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(made.uid);
});

test('Settings → Payments: a key that is no Stripe key is refused, a saved one shows Stripe mode, and removing it goes back to test mode', async ({ page }) => {
  const site = await newShop('Payments shop');
  await signIn(page, site.owner);
  await page.goto(adminUrl(`/sites/${site.uid}/settings`));
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByTestId('payments-mode')).toContainText('Test mode');
  const key = payments.getByLabel('Stripe secret key', { exact: true });
  await key.fill('my-password');
  await payments.getByRole('button', { name: 'Save payment keys' }).click();
  await expect(payments.getByText(/Not a Stripe secret key/)).toBeVisible();
  await key.fill(`sk_test_screens${Date.now()}`);
  await payments.getByRole('button', { name: 'Save payment keys' }).click();
  await expect(page.getByText('Payment keys saved')).toBeVisible();
  await expect(payments.getByTestId('payments-mode')).toContainText('Taking payments through Stripe');
  await payments.getByRole('button', { name: 'Remove the Stripe keys' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(payments.getByTestId('payments-mode')).toContainText('Test mode');
  await expect(payments.getByTestId('secret-key-state')).toHaveText('not set');
  await expectAccessible(page, 'settings payments in test mode');
});

test('two plugins each list only their own runs, also while the other one’s are cached', async ({ page }) => {
  const site = await newShop('Runs shop');
  const a = await call<{ uid: string }>(site, 'POST', '/api/v1/plugins', plugin('Alpha', 'function lead_received() { throw new Error("alpha-failed"); }'));
  const b = await call<{ uid: string }>(site, 'POST', '/api/v1/plugins', plugin('Beta', 'function lead_received() { throw new Error("beta-failed"); }'));
  for (const p of [a, b]) await call(site, 'POST', `/api/v1/plugins/${p.uid}/run`, { hook: 'lead_received', event: { lead: { data: {} } } });
  // Runs are logged behind the answer, in batches.
  for (const p of [a, b]) {
    await expect.poll(async () => ((await api(site.host, 'GET', `/api/v1/plugins/${p.uid}/logs`, undefined, site.token)).json.data as unknown as { items: unknown[] }).items.length).toBeGreaterThan(0);
  }
  await signIn(page, site.owner);
  const runsOf = (p: Page) => p.getByRole('table').filter({ hasText: 'lead_received' });
  await page.goto(adminUrl(`/sites/${site.uid}/plugins/${a.uid}`));
  await expect(runsOf(page)).toContainText('alpha-failed');
  await expect(runsOf(page)).not.toContainText('beta-failed');
  // Beta's runs answer slowly: nothing of Alpha's may stand in for them meanwhile.
  await page.route(
    (url) => url.pathname === `/api/v1/plugins/${b.uid}/logs`,
    async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    },
  );
  await page.getByRole('link', { name: 'Plugins', exact: true }).click();
  await page.getByRole('link', { name: 'Edit plugin Beta' }).click();
  await expect(page.getByRole('heading', { name: 'Plugin Beta' })).toBeVisible();
  await expect(page.getByText('alpha-failed')).toHaveCount(0);
  await expect(runsOf(page)).toContainText('beta-failed');
  await expect(page.getByText('alpha-failed')).toHaveCount(0);
});

// A webhook receiver answering `status` to everything.
async function receiver(status: number) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(status).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hook`, close: () => new Promise((r) => server.close(r)) };
}

test('two webhook slots each list only their own deliveries', async ({ page }) => {
  const site = await newShop('Hooks shop');
  const ok = await receiver(200);
  const failing = await receiver(500);
  try {
    await call(site, 'PUT', '/api/v1/webhooks', { lead: { url: ok.url, enabled: true }, post: { url: failing.url, enabled: true } });
    await call(site, 'POST', '/api/v1/webhooks/test', { slot: 'lead' });
    await call(site, 'POST', '/api/v1/webhooks/test', { slot: 'post' });
    await call(site, 'POST', '/api/v1/webhooks/test', { slot: 'post' });
    await signIn(page, site.owner);
    await page.goto(adminUrl(`/sites/${site.uid}/webhooks`));
    const rows = (slot: string) => page.getByRole('region', { name: slot }).getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(rows('Leads')).toHaveCount(1);
    await expect(rows('Posts')).toHaveCount(2);
    await expect(rows('Leads')).toContainText('200');
    for (const row of await rows('Posts').all()) await expect(row).toContainText('500');
    await expect(rows('Leads').filter({ hasText: '500' })).toHaveCount(0);
  } finally {
    await ok.close();
    await failing.close();
  }
});

test('at 375 px orders keep number, customer, total, status and date; the member role select and every control fit', async ({ page }) => {
  const site = await newShop('Small screen shop');
  const post = await call<{ uid: string }>(site, 'POST', '/api/v1/posts', { title: 'Beans', type: 'product', status: 1 });
  const variant = await call<{ id: number }>(site, 'POST', '/api/v1/variants', { postUid: post.uid, sku: 'BEAN-375', title: '250 g', price: 1650, currency: 'EUR' });
  const order = await api(site.host, 'POST', '/payments/checkout', { items: [{ variantId: variant.id, quantity: 1 }], email: 'carla@example.test', address: { name: 'Carla Customer' } });
  expect(order.status).toBe(201);
  const orderUid = (order.json.data as unknown as { item: { uid: string } }).item.uid;
  const member = { email: `m-${Date.now()}@example.test`, password: PASSWORD };
  const signup = await api(site.host, 'POST', '/api/v1/auth/signup', { ...member, name: 'Mo Member' });
  expect(signup.status).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, site.owner);
  await page.goto(adminUrl(`/sites/${site.uid}/orders`));
  // The order is not paid: a checkout, listed with the sales only when asked for everything.
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Everything' }).click();
  const card = page.getByRole('row').filter({ hasText: `#${orderUid.slice(0, 8)}` });
  await expect(card).toBeVisible();
  for (const shown of [`#${orderUid.slice(0, 8)}`, 'Carla Customer', '€16.50', 'pending']) {
    await expect(card).toContainText(shown);
    await expect(card.getByText(shown, { exact: true }).first()).toBeInViewport();
  }
  await expect(
    card
      .getByRole('cell')
      .filter({ hasText: /\d{1,2}[/.:]\d{2}/ })
      .first(),
  ).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await expectAccessible(page, 'orders at 375 px');
  await screenshots(page, 'orders-375');

  await page.goto(adminUrl(`/sites/${site.uid}/settings`));
  const select = page.getByRole('combobox', { name: `Role of ${member.email}` });
  await select.scrollIntoViewIfNeeded();
  const box = await select.boundingBox();
  expect(box, 'the role select is on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(box!.width, 'wide enough to read the role').toBeGreaterThanOrEqual(100);
  await select.click();
  await page.getByRole('option', { name: 'writer', exact: true }).click();
  await expect(page.getByText(`${member.email} is now writer`)).toBeVisible();
  // Every button and field of the screen can be reached: none lies outside the page's width (the
  // navigation is behind its burger button at this width, so only the screen's own content counts).
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main :is(button, input, select, textarea, a[href])')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1);
      })
      .map((el) => `${el.outerHTML.slice(0, 160)} at ${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(outside).toEqual([]);
  // The owner's member row names the person, not the site.
  await expect(page.getByText('Sam Owner', { exact: true })).toBeVisible();
  // The owner turns the staff mails off for themself: their row says so.
  await page.getByRole('switch', { name: 'Mail me each new order and lead' }).click();
  await expect(page.getByText('You will not get the order and lead mails')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sam Owner' })).toContainText('turned off');
  await expectAccessible(page, 'members at 375 px');
  await page.getByRole('region', { name: 'Members' }).screenshot({ path: 'e2e/screenshots/settings-members-375.png' });
});
