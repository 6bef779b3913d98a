import fs from 'node:fs';
import { adminToken, adminUrl, demoSiteUid, expect, expectAccessible, screenshots, signIn, test } from './admin-kit';
import { api, demoUrl } from './site';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let token = '';
let siteUid = '';

test.beforeAll(async () => {
  token = await adminToken();
  siteUid = await demoSiteUid(token);
});

test('a post created and published in the admin appears on the blog page', async ({ page }) => {
  const title = `Harvest notes ${Date.now()}`;
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/posts`));
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expectAccessible(page, 'posts list');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /Body \(Markdown\)/ }).fill('The **washed** lots are in.\n\n- cupping on Friday');
  await page.getByRole('textbox', { name: /^Tag/ }).fill('news');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await expectAccessible(page, 'post editor');
  await screenshots(page, 'post-editor');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByRole('form', { name: 'Edit post' })).toBeVisible();

  const blog = await page.context().newPage();
  await blog.goto(demoUrl('/blog'));
  await expect(blog.getByRole('link', { name: title })).toBeVisible();
});

test("a visitor's contact form lands in the leads inbox and exports as CSV", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  const email = `inbox-${Date.now()}@example.test`;
  await visitor.goto(demoUrl('/contact'));
  await visitor.getByLabel('Name').fill('Ines Inbox');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Message').fill('Two bags of the Sidamo, please.');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor).toHaveURL(/\/thanks$/);
  await visitor.close();

  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/leads`));
  const row = page
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('button', { name: /^Open lead/ }) });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'leads inbox');
  await screenshots(page, 'leads-inbox');
  await row.getByRole('button', { name: /^Open lead/ }).click();
  const fields = page.getByRole('table', { name: 'Submitted fields' });
  await expect(fields).toContainText('Two bags of the Sidamo, please.');
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await expect(row).toContainText('contacted');
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export CSV/ }).click()]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(download.suggestedFilename()).toMatch(/^leads-demo-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.split('\n')[0]).toContain('uid,form,status,createdAt');
  expect(csv).toContain(email);
  expect(csv).toContain('contacted');
});

test('a writer (role 2) does not see the screens the role may not use, and the API refuses them', async ({ page, consoleGuard }) => {
  // The writer's own browser calls the API where the role may not: each answer is a 403 on purpose.
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 403 .* at \S+\/api\/v1\/\S+$/);
  const who = { email: `writer-${Date.now()}@example.test`, password: 'writer-password-1' };
  const signup = await api('demo.localhost', 'POST', '/api/v1/auth/signup', { ...who, name: 'Wren Writer' });
  expect(signup.status).toBe(201);
  const uid = (signup.json.data as unknown as { item: { uid: string } }).item.uid;
  expect((await api('demo.localhost', 'PUT', `/api/v1/users/${uid}`, { role: 2 }, token)).status).toBe(200);

  await signIn(page, who);
  await page.getByRole('link', { name: 'Ember & Oak Coffee' }).click();
  const nav = page.getByRole('navigation', { name: 'Site sections' });
  await expect(nav.getByRole('link', { name: 'Posts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Files' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
  for (const hidden of ['Templates', 'Bits', 'Comments', 'Redirects', 'Leads', 'Plugins', 'Webhooks', 'Activity log', 'Notifications', 'Settings'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  await page.goto(adminUrl(`/sites/${siteUid}/leads`));
  await expect(page.getByRole('alert', { name: 'Not available to your role' })).toBeVisible();

  // The same browser session, straight at the API: refused.
  const statuses = await page.evaluate(
    async ({ site, me }) => {
      const call = (path: string, init: RequestInit = {}) => fetch(path, { ...init, headers: { 'x-site': site, 'content-type': 'application/json', ...init.headers } }).then((r) => r.status);
      return {
        leads: await call('/api/v1/leads'),
        export: await call('/api/v1/leads/export'),
        validate: await call('/api/v1/templates/validate', { method: 'POST', body: JSON.stringify({ body: '{{ x }}' }) }),
        bits: await call('/api/v1/bits', { method: 'POST', body: JSON.stringify({ name: 'x', value: 'y' }) }),
        settings: await call('/api/v1/sites', { method: 'PUT', body: JSON.stringify({ name: 'Taken over' }) }),
        role: await call(`/api/v1/users/${me}`, { method: 'PUT', body: JSON.stringify({ role: 5 }) }),
        plugin: await call('/api/v1/plugins', { method: 'POST', body: JSON.stringify({ name: 'x', hooks: ['lead_received'], code: '' }) }),
        webhooks: await call('/api/v1/webhooks'),
        logs: await call('/api/v1/logs'),
        notify: await call('/api/v1/notifications', { method: 'POST', body: JSON.stringify({ subject: 'x', text: 'y' }) }),
      };
    },
    { site: siteUid, me: uid },
  );
  expect(statuses).toEqual({ leads: 403, export: 403, validate: 403, bits: 403, settings: 403, role: 403, plugin: 403, webhooks: 403, logs: 403, notify: 403 });
});

test("a customer's file record is a Draft in the files screen until a writer or above publishes it there", async ({ page }) => {
  const email = `files-${Date.now()}@example.test`;
  const signup = await api('demo.localhost', 'POST', '/api/v1/auth/signup', { email, password: 'customer-password-1', name: 'Cora Customer' });
  expect(signup.status).toBe(201);
  const name = `Price list ${Date.now()}`;
  const made = await api('demo.localhost', 'POST', '/api/v1/files', { name, url: 'https://cdn.example.test/prices.pdf', mime: 'application/pdf', size: 100 }, signup.json.data?.token);
  expect(made.status).toBe(201);
  const publicNames = async () => ((await api('demo.localhost', 'GET', '/api/v1/files?page_size=100')).json.data?.items as unknown as { name: string }[]).map((f) => f.name);
  expect(await publicNames()).not.toContain(name);

  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/files`));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft')).toBeVisible();
  await expectAccessible(page, 'files with a draft');
  await row.getByRole('button', { name: `Publish file ${name}` }).click();
  await expect(row.getByRole('button', { name: `Unpublish file ${name}` })).toBeVisible();
  await expect(row.getByText('Draft')).toHaveCount(0);
  expect(await publicNames()).toContain(name);
});

test('every other admin screen passes the accessibility check', async ({ page }) => {
  await signIn(page);
  for (const [screen, heading] of [
    ['bits', 'Bits'],
    ['files', 'Files'],
    ['comments', 'Comments'],
    ['redirects', 'Redirects'],
    ['settings', 'Settings'],
    ['', 'Ember & Oak Coffee'],
  ] as const) {
    await page.goto(adminUrl(`/sites/${siteUid}${screen ? `/${screen}` : ''}`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, screen || 'overview');
  }
});
