import fs from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { expect, expectAccessible, platformUrl, screenshots, test } from './admin-kit';
import { serverUrl } from './site';

// A newcomer's first minutes, in the browser only: the platform's front page, sign-up in the admin,
// the first site from the demo theme, and the overview's getting-started checklist. At desktop width
// and at 375 px.
for (const width of [1440, 375]) {
  test(`a newcomer signs up, creates a first site from the demo theme and sees what to do next (${width} px)`, async ({ page, consoleGuard }) => {
    // The unknown post at the end answers 404 on purpose.
    consoleGuard.expect(/status of 404 .* at http:\/\/first\w+\.localhost:\d+\/blog\/no-such-post$/);
    // The broken theme archive is refused on purpose.
    consoleGuard.expect(/status of 422 .*\/api\/v1\/themes\/import$/);
    await page.setViewportSize({ width, height: 900 });
    const started = Date.now();
    const who = `first${width}${Date.now().toString(36)}`;

    await page.goto(platformUrl('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/admin');
    await expectAccessible(page, 'platform home');
    if (width === 1440) await screenshots(page, 'platform-home');
    await page.getByRole('link', { name: 'Create a site', exact: true }).click();
    await page.waitForURL('**/admin/signup');

    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Nora Newcomer');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${who}@example.test`);
    await page.locator('input[type=password]').fill('newcomer-password-1');
    await expectAccessible(page, 'sign-up');
    if (width === 1440) await screenshots(page, 'sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create your first site' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create a site' });
    await form.getByRole('textbox', { name: 'Site name' }).fill('Nora’s Beans');
    await form.getByRole('textbox', { name: 'Address' }).fill(who);
    await expect(form.getByText(`${who} is free`)).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Coffee roastery' })).toBeChecked();
    await expectAccessible(page, 'first site');
    if (width === 1440) await screenshots(page, 'first-site');
    await form.getByRole('button', { name: 'Create site' }).click();

    await page.waitForURL(/\/admin\/sites\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Nora’s Beans', level: 1 })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Getting started' });
    await expect(steps.getByText('1 of 4 done')).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Pick a theme: done' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Make the home page yours: to do' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Connect your own domain: to do' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Set up payments: to do' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'At a glance' }).getByRole('link', { name: 'Posts: 0' })).toBeVisible();
    await expectAccessible(page, 'overview');
    if (width === 1440) await screenshots(page, 'overview');
    const seconds = (Date.now() - started) / 1000;

    // Each step opens its screen.
    await steps.getByRole('link', { name: 'Make the home page yours: to do' }).click();
    await page.waitForURL(/\/templates$/);
    await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();

    // Another theme goes in as drafts, after a confirmation that says nothing live changes.
    await page.getByRole('button', { name: 'Apply a theme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply a theme' });
    await expect(dialog.getByText(/Your live site does not change/)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Theme' }).click();
    await dialog.getByRole('option', { name: 'Minimal' }).click();
    await expectAccessible(page, 'apply a theme');
    await dialog.getByRole('button', { name: 'Add as drafts' }).click();
    await expect(page.getByText(/^5 drafts added from Minimal/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pages' }).getByText('draft', { exact: true })).toHaveCount(4);

    // The whole theme goes out as one zip; an archive with a page that does not parse comes back
    // refused with the file and line, and nothing changes; the exported one imports as drafts.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export theme' }).click()]);
    expect(download.suggestedFilename()).toBe(`${who}-theme.zip`);
    const exported = fs.readFileSync(await download.path());
    expect(Object.keys(unzipSync(exported))).toEqual(expect.arrayContaining(['theme.json', 'layouts/theme.liquid', 'pages/Home.liquid']));
    await page.getByRole('button', { name: 'Import theme' }).click();
    const importing = page.getByRole('dialog', { name: 'Import a theme' });
    const broken = zipSync({ 'theme.json': strToU8('{"name":"x","manifestVersion":1}'), 'pages/Broken.liquid': strToU8('---\npermalink: /broken\n---\n{% if x %}') });
    await importing.locator('input[type=file]').setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from(broken) });
    await importing.getByRole('checkbox', { name: /Publish it/ }).check();
    await importing.getByRole('button', { name: 'Import and publish' }).click();
    await expect(importing.getByRole('alert')).toContainText('nothing was imported');
    await expect(importing.getByRole('alert').getByRole('listitem')).toHaveText([/^pages\/Broken\.liquid:4:\d+: /]);
    await importing.locator('input[type=file]').setInputFiles({ name: `${who}-theme.zip`, mimeType: 'application/zip', buffer: exported });
    await importing.getByRole('checkbox', { name: /Publish it/ }).uncheck();
    await importing.getByRole('button', { name: 'Import as drafts' }).click();
    await expect(page.getByText(/^Theme imported as drafts: 0 created, 0 updated, \d+ unchanged$/)).toBeVisible();
    await expect(importing).toBeHidden();

    // The new site is live with the theme, and an unknown post is a real 404.
    const site = (path: string) => `http://${who}.localhost:${serverUrl().port}${path}`;
    const home = await page.goto(site('/'));
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Nora’s Beans' })).toBeVisible();
    const missing = await page.goto(site('/blog/no-such-post'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    console.log(`figure: first site at ${width} px, front page to overview = ${seconds.toFixed(1)} s`);
  });
}
