import { expect, test, type Page } from '@playwright/test';
import zlib from 'node:zlib';
import { adminToken, adminUrl, demoSiteUid, expectAccessible, platformUrl, recordFigure, screenshots, signIn, typeInEditor } from './admin-kit';
import { api, demoUrl } from './site';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let token = '';
let siteUid = '';

async function newPageTemplate(permalink: string, body: string): Promise<string> {
  const res = await api('demo.localhost', 'POST', '/api/v1/templates', { title: `E2E ${permalink}`, permalink, type: 'page', body }, token);
  expect(res.status).toBe(201);
  return (res.json.data as unknown as { item: { uid: string } }).item.uid;
}

const problem = (page: Page, kind: 'error' | 'warning') => page.getByTestId('problems').locator(`[data-kind="${kind}"]`);

test.beforeAll(async () => {
  token = await adminToken();
  siteUid = await demoSiteUid(token);
});

test('the admin shell loads under its JavaScript budget and signs in on the platform host', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(
        res.body().then(
          (b) => zlib.gzipSync(b).length,
          () => 0,
        ),
      );
  });
  await page.goto(adminUrl());
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const gzipped = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  recordFigure('admin first-load JS (gzip, KB)', Math.round(gzipped / 102.4) / 10);
  expect(gzipped).toBeLessThan(250 * 1024);
  await expectAccessible(page, 'sign-in');

  await signIn(page);
  await expectAccessible(page, 'site list');
  await screenshots(page, 'site-list');
  await page.getByRole('link', { name: 'Ember & Oak Coffee' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sites/${siteUid}$`));
  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expectAccessible(page, 'templates list');
});

test('the editor marks a broken tag and a misspelt filter, previews, saves live', async ({ page }) => {
  const uid = await newPageTemplate('/e2e-editor', '<h1>{{ "Hello" | upcse }}</h1>\n');
  await signIn(page);
  const opened = Date.now();
  await page.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
  // The first diagnostic of the stored body: the misspelt filter, with the right name offered.
  await expect(page.locator('.monaco-editor .squiggly-warning').first()).toBeVisible({ timeout: 15_000 });
  recordFigure('open a template → first diagnostic marker (ms)', Date.now() - opened);
  await expect(problem(page, 'warning').first()).toContainText('upcase');

  await typeInEditor(page, '<h1>{{ "Hello" | upcse }}</h1>\n<p>{% if true %}broken</p>\n');
  const typed = Date.now();
  const error = problem(page, 'error').first();
  await expect(error).toBeVisible({ timeout: 1_000 });
  recordFigure('keystroke → error marker (ms)', Date.now() - typed);
  await expect(error).toHaveAttribute('data-line', '2');
  await expect(error).toHaveAttribute('data-column', '4');
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
  await expectAccessible(page, 'editor');
  await screenshots(page, 'editor-diagnostic');

  await typeInEditor(page, '<h1>{{ "Hello" | upcse }}</h1>\n<p>Preview works</p>\n');
  await expect(problem(page, 'error')).toHaveCount(0);
  const warning = problem(page, 'warning').first();
  await expect(warning).toHaveAttribute('data-line', '1');
  await expect(warning).toContainText('upcase');

  // The warning's quick fix puts the right name in place.
  await warning.getByRole('button', { name: 'Use upcase' }).click();
  await expect(page.getByTestId('problems-ok')).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.locator('h1')).toHaveText('HELLO', { timeout: 10_000 });
  await expect(preview.locator('p')).toHaveText('Preview works');
  // Not saved yet: the live page still shows the stored body.
  expect((await api('demo.localhost', 'GET', `/api/v1/templates/${uid}`)).json.data).toMatchObject({ item: { body: '<h1>{{ "Hello" | upcse }}</h1>\n' } });

  await page.getByRole('button', { name: 'Save' }).click();
  const live = page.getByTestId('live').getByRole('link');
  await expect(live).toHaveAttribute('href', demoUrl('/e2e-editor'));
  const site = await page.context().newPage();
  await site.goto(demoUrl('/e2e-editor'));
  await expect(site.locator('h1')).toHaveText('HELLO');
  await expect(site.locator('p')).toHaveText('Preview works');

  // Opening a template again: Monaco comes from the browser's cache (a versioned, immutable path).
  const again = await page.context().newPage();
  const reopened = Date.now();
  await again.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
  await expect(again.locator('.monaco-editor .view-lines')).toContainText('Preview works', { timeout: 15_000 });
  await expect(again.getByTestId('problems-ok')).toBeVisible();
  recordFigure('reopen a template (Monaco cached) → editor and diagnostics ready (ms)', Date.now() - reopened);
});

test('two editors of one template: the second save gets the conflict view, then merges', async ({ browser }) => {
  const uid = await newPageTemplate('/e2e-conflict', '<p>first</p>\n');
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  const pa = await a.newPage();
  const pb = await b.newPage();
  for (const p of [pa, pb]) {
    await signIn(p);
    await p.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
    await expect(p.getByTestId('problems-ok')).toBeVisible({ timeout: 15_000 });
  }
  await typeInEditor(pa, '<p>from A</p>\n');
  await pa.getByRole('button', { name: 'Save' }).click();
  await expect(pa.getByTestId('live')).toBeVisible();

  await typeInEditor(pb, '<p>from B</p>\n');
  await pb.getByRole('button', { name: 'Save' }).click();
  const conflict = pb.getByRole('dialog', { name: 'Someone else saved this template' });
  await expect(conflict).toBeVisible();
  await expect(conflict.locator('.monaco-diff-editor')).toBeVisible();
  await expect(conflict.locator('.monaco-diff-editor')).toContainText('from A');
  // Nothing was overwritten by the stale save.
  expect((await api('demo.localhost', 'GET', `/api/v1/templates/${uid}`)).json.data).toMatchObject({ item: { body: '<p>from A</p>\n' } });
  await conflict.getByRole('button', { name: 'Save merged version' }).click();
  await expect(conflict).toBeHidden();
  expect((await api('demo.localhost', 'GET', `/api/v1/templates/${uid}`)).json.data).toMatchObject({ item: { body: '<p>from B</p>\n' } });
  await a.close();
  await b.close();
});

test('history shows a diff against the current body and restores an earlier version', async ({ page }) => {
  const uid = await newPageTemplate('/e2e-history', '<p>version one</p>\n');
  for (const body of ['<p>version two</p>\n', '<p>version three</p>\n']) {
    expect((await api('demo.localhost', 'PUT', `/api/v1/templates/${uid}`, { body }, token)).status).toBe(200);
  }
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/templates/${uid}`));
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history.getByRole('button', { name: /^Version 1/ }).click();
  await expect(history.getByTestId('history-diff')).toContainText('version one');
  await expect(history.getByTestId('history-diff')).toContainText('version three');
  // Both sides of the diff carry their names once Monaco has set them up.
  await expect(history.getByRole('textbox', { name: 'Current body' })).toHaveCount(1);
  await expect(history.getByRole('textbox', { name: 'Version 1' })).toHaveCount(1);
  await expectAccessible(page, 'history');
  await screenshots(page, 'history-diff');
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history).toBeHidden();
  const site = await page.context().newPage();
  await site.goto(demoUrl('/e2e-history'));
  await expect(site.locator('p')).toHaveText('version one');
});

test("a template's script on the site host reaches nothing of the admin's session", async ({ page }) => {
  const port = new URL(platformUrl()).port;
  const spy = `<pre id="out">pending</pre>
<script>
(async () => {
  const out = { cookie: document.cookie };
  const attempt = async (name, url, init) => {
    try { const r = await fetch(url, { credentials: 'include', ...init }); out[name] = 'read ' + r.status + ' ' + (await r.text()).slice(0, 60); }
    catch (e) { out[name] = 'blocked'; }
  };
  await attempt('me', 'http://localhost:${port}/api/v1/auth/me');
  await attempt('users', 'http://localhost:${port}/api/v1/users', { headers: { 'x-site': '${siteUid}' } });
  await attempt('create', 'http://localhost:${port}/api/v1/sites', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ subdomain: 'tenant-pwned', name: 'x' }) });
  await attempt('admin', 'http://localhost:${port}/admin');
  document.getElementById('out').textContent = JSON.stringify(out);
})();
</script>`;
  await newPageTemplate('/e2e-spy', spy);
  await signIn(page); // the admin's session lives in this browser now
  await page.goto(demoUrl('/e2e-spy'));
  await expect(page.locator('#out')).not.toHaveText('pending');
  const out = JSON.parse(await page.locator('#out').innerText()) as Record<string, string>;
  expect(out.cookie).not.toContain('admin_session');
  expect(out.cookie).not.toContain('current_user');
  expect(out).toMatchObject({ me: 'blocked', users: 'blocked', create: 'blocked', admin: 'blocked' });
  // The write did not happen either (the browser sent it; the platform refused the foreign origin).
  const available = await api('localhost', 'GET', '/api/v1/sites/available?subdomain=tenant-pwned');
  expect(available.json.data).toMatchObject({ available: true });
  // And the admin cannot be framed by a tenant's page.
  const frame = await page.request.get(adminUrl());
  expect(frame.headers()['x-frame-options']).toBe('DENY');
  expect(frame.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
