import type { Page } from '@playwright/test';
import { adminUrl, expect, expectAccessible, screenshots, test } from './admin-kit';
import { mailCount, mailTo } from './mail';
import { api, serverUrl } from './site';

// Every way into the admin, through the browser: an emailed code read from the SMTP sink, a social
// provider (a local OpenID provider), a forgotten password; then the account page and an upload.

const PASSWORD = 'owner-password-1';

// A site and its owner, made through the public API (self-serve sign-up).
async function newOwner(prefix: string): Promise<{ email: string; siteUid: string; subdomain: string }> {
  const subdomain = `${prefix}${Date.now().toString(36)}`;
  const email = `${subdomain}@example.test`;
  const r = await api('localhost', 'POST', '/api/v1/sites/new', { subdomain, name: `Site of ${prefix}`, email, password: PASSWORD });
  expect(r.status).toBe(201);
  return { email, siteUid: (r.json.data as unknown as { item: { uid: string } }).item.uid, subdomain };
}

// Types into a field once the page is settled, and checks it took: a fill made before React hydrated
// the form is wiped by the hydration.
async function fillSettled(page: Page, name: RegExp, value: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('textbox', { name });
  await expect(async () => {
    await box.fill(value);
    await expect(box).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

async function signInWithCode(page: Page, email: string): Promise<void> {
  await page.goto(adminUrl());
  // The segmented control's radios are visually hidden: its label is what a person clicks.
  await page.locator('label', { hasText: 'Email code' }).click();
  await fillSettled(page, /Email/, email);
  const before = mailCount();
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const mail = await mailTo(email, before, (m) => !!codeIn(m.text));
  const code = codeIn(mail.text)!;
  await page.locator('input[autocomplete="one-time-code"], input[inputmode="numeric"]').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
}

test('an owner signs in with a code from the mail, changes their name and signs out everywhere', async ({ page }) => {
  const owner = await newOwner('code');
  await page.goto(adminUrl());
  await expectAccessible(page, 'sign-in');
  await screenshots(page, 'sign-in');
  await signInWithCode(page, owner.email);
  await expect(page.getByRole('link', { name: `Site of code` })).toBeVisible();

  await page.getByRole('link', { name: /Your account/ }).click();
  await expect(page.getByRole('heading', { name: 'Your account', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Cody Owner');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name saved')).toBeVisible();
  await expectAccessible(page, 'account');
  await screenshots(page, 'account');

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a forgotten password is reset from the mailed link, which signs the owner in', async ({ page }) => {
  const owner = await newOwner('reset');
  await page.goto(adminUrl());
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL('**/admin/forgot');
  await fillSettled(page, /Email/, owner.email);
  const before = mailCount();
  await page.getByRole('button', { name: 'Mail me a link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const mail = await mailTo(owner.email, before, (m) => /\/admin\/reset\?token=/.test(m.text));
  const link = /(https?:\/\/\S+\/admin\/reset\?token=[\w.-]+)/.exec(mail.text)![1]!;
  expect(new URL(link).port).toBe(serverUrl().port);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-password');
  await page.getByRole('textbox', { name: 'New password again' }).fill('a-brand-new-password');
  await page.getByRole('button', { name: /Set the password/ }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  expect((await api('localhost', 'POST', '/api/v1/auth/login', { email: owner.email, password: PASSWORD })).status).toBe(401);
  expect((await api('localhost', 'POST', '/api/v1/auth/login', { email: owner.email, password: 'a-brand-new-password' })).status).toBe(200);
});

test('files upload through the presigned URL with a progress bar and are served from the site', async ({ page }) => {
  const owner = await newOwner('files');
  await signInWithCode(page, owner.email);
  await page.goto(adminUrl(`/sites/${owner.siteUid}/files`));
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles([{ name: 'pixel.png', mimeType: 'image/png', buffer: png }]);
  await expect(page.getByText('pixel.png uploaded')).toBeVisible();
  // The site's storage quota and its use, refreshed by the upload (STORAGE_QUOTA_BYTES: 512 MiB).
  await expect(page.getByText(`Storage: ${png.length} B of 512 MB used`)).toBeVisible();
  const link = page.getByRole('link', { name: 'pixel.png' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toContain(owner.siteUid);
  await expectAccessible(page, 'files-upload');
  await screenshots(page, 'files-upload');
  // The browser resolves *.localhost itself (the test process does not): it fetches the stored bytes.
  const served = (await page.goto(href))!;
  expect(served.status()).toBe(200);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect((await served.body()).equals(png)).toBe(true);
});

test('a refused upload says why in plain words and sets nothing aside; a program is refused', async ({ page, consoleGuard }) => {
  // The refusals themselves (the browser reports each failed request).
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 422 .* at \S+\/api\/v1\/storage\/(presign|upload\/\S+)$/);
  const owner = await newOwner('refused');
  await signInWithCode(page, owner.email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(adminUrl(`/sites/${owner.siteUid}/files`));
  await expect(page.getByText('Storage: 0 B of 512 MB used')).toBeVisible();
  const choose = async (name: string, mimeType: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    await (await chooser).setFiles([{ name, mimeType, buffer }]);
  };
  // The picker offers the kinds a site may upload.
  expect(await page.locator('input[type=file]').getAttribute('accept')).toContain('.pdf');
  await choose('holiday.jpg', 'image/jpeg', Buffer.from('not a picture at all!'));
  const refusal = page.getByRole('alert').filter({ hasText: 'This file is not a JPEG image.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText('image/jpeg');
  await expect(refusal).not.toContainText('Content-Type');
  // Refetched after the failure: what its URL set aside is given back (before: "21 B set aside for uploads in progress").
  await expect(page.getByText('Storage: 0 B of 512 MB used')).toBeVisible();
  await expect(page.getByText(/set aside for uploads in progress/)).toHaveCount(0);
  await choose('setup.exe', 'application/x-msdownload', Buffer.from('MZ'));
  await expect(page.getByRole('alert').filter({ hasText: 'This file is a program or a script (.exe), which a site cannot publish' })).toBeVisible();
  await expectAccessible(page, 'files-upload-refused');
  await screenshots(page, 'files-upload-refused');
});

test('a visitor signs in to the admin with Google (a local OpenID provider) and lands back on the admin', async ({ page }) => {
  await page.goto(adminUrl());
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Your account \(social-e2e@example\.test\)/ })).toBeVisible();
  // The admin session the callback set is the browser's: the account page reads it.
  await page.getByRole('link', { name: /Your account/ }).click();
  await expect(page.getByText('verified', { exact: true })).toBeVisible();
});
