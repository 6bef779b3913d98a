import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { api, serverUrl } from './site';

// What the admin end-to-end tests share: addresses, sign-in, accessibility checks, screenshots, figures.
const ADMIN = { email: 'admin@example.test', password: 'admin-password-1' };
export const platformUrl = (p = '') => `http://localhost:${serverUrl().port}${p}`;
export const adminUrl = (p = '') => platformUrl(`/admin${p}`);
const SHOTS = path.join(process.cwd(), 'e2e/screenshots');

// Every admin test fails on an uncaught error or a console error in its browser, unless it is on this
// list or the test itself said it causes it (consoleGuard.expect). Keep both narrow: what the guard
// finds is fixed in the product.
const EXPECTED_EVERYWHERE: readonly RegExp[] = [
  // The signed-out admin asks who is signed in and is told 401: the sign-in screen follows from it.
  /^console error: Failed to load resource: the server responded with a status of 401 .* at \S+\/api\/v1\/auth\/me$/,
];

interface ConsoleGuard {
  // Watches another context like the test's own (one from browser.newContext() is not).
  watch(context: BrowserContext): void;
  // An error this test causes on purpose (a stale save's 409, say), matched by its line.
  expect(line: RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [...EXPECTED_EVERYWHERE];
      const watch = (c: BrowserContext) => {
        c.on('console', (m) => {
          if (m.type() === 'error') seen.push(`console error: ${m.text()} at ${m.location().url}`);
        });
        c.on('weberror', (e) => seen.push(`uncaught: ${e.error().message} at ${e.page()?.url() ?? '?'}`));
      };
      watch(context);
      await use({ watch, expect: (line) => allowed.push(line) });
      expect(
        seen.filter((line) => !allowed.some((known) => known.test(line))),
        'uncaught errors and console errors in the browser',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function signIn(page: Page, who: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto(adminUrl());
  await page.getByRole('textbox', { name: /Email/ }).fill(who.email);
  await page.locator('input[type=password]').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
}

export async function adminToken(): Promise<string> {
  const login = await api('localhost', 'POST', '/api/v1/auth/login', ADMIN);
  const token = login.json.data?.token;
  if (!token) throw new Error(`admin login failed: ${login.status}`);
  return token;
}

export async function demoSiteUid(token: string): Promise<string> {
  const sites = await api('localhost', 'GET', '/api/v1/sites?page_size=100', undefined, token);
  const items = (sites.json.data as unknown as { items: { uid: string; subdomain: string }[] }).items;
  const demo = items.find((s) => s.subdomain === 'demo');
  if (!demo) throw new Error('the demo site is missing');
  return demo.uid;
}

// No serious or critical axe violation on what is on screen now.
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A closing modal or a toast in mid-fade blends its text with the page: axe would read that as low
  // contrast. Wait for every transition and finite animation on screen to end first (a spinner's never does).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? ''}]`)
          .join(', ')}`,
    ),
    `axe on ${screen}`,
  ).toEqual([]);
}

// A desktop and a 375 px screenshot (git-ignored folder), each checked for overflow at 375 px.
export async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 375, height: 812 });
  // eslint-disable-next-line playwright/no-wait-for-timeout -- Mantine's layout reflows after a resize with no event to wait for
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(1);
  await page.setViewportSize(desktop);
  // eslint-disable-next-line playwright/no-wait-for-timeout -- the same reflow, back to the desktop size
  await page.waitForTimeout(200);
}

// Figures for the issue's note, gathered across tests into one file.
export function recordFigure(name: string, value: number | string): void {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, 'figures.json');
  const figures = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  figures[name] = value;
  fs.writeFileSync(file, JSON.stringify(figures, null, 2));
  console.log(`figure: ${name} = ${value}`);
}

// Replaces the Monaco editor's text as typing would (insertText: no auto-closing brackets).
export async function typeInEditor(page: Page, text: string, scope = page.getByTestId('editor')): Promise<void> {
  await scope.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

// Types once the page is settled and checks it took: a fill made before React hydrated is wiped.
export async function fillSettled(page: Page, name: RegExp, value: string, scope = page.locator('body')): Promise<void> {
  await page.waitForLoadState('networkidle');
  const box = scope.getByRole('textbox', { name });
  await expect(async () => {
    await box.fill(value);
    await expect(box).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}
