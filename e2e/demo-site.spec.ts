import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expectAccessible } from './admin-kit';
import { api, demoUrl } from './site';

// Screenshots of the demo's screens for the review (E2E_SHOTS_DIR, or the git-ignored e2e folder).
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(process.cwd(), 'e2e/screenshots');
async function shot(page: Page, name: string, target = page.locator('body')): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(1);
}

test('a visitor reads the journal, finds a product and sends the contact form as a lead', async ({ page }) => {
  await page.goto(demoUrl('/'));
  await expect(page.locator('h1')).toHaveText('Small batch coffee, roasted weekly.');
  await expect(page.locator('.grid .card')).toHaveCount(20);

  await page.getByRole('navigation').getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const first = page.locator('.card h3 a').first();
  const title = await first.innerText();
  await first.click();
  await expect(page.locator('article.post h1')).toHaveText(title);

  await page.getByRole('navigation').getByRole('link', { name: 'Shop' }).click();
  await page.getByRole('link', { name: /Sidamo Natural/ }).click();
  await expect(page.getByRole('radio', { name: /250 g/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /250 g/ }).locator('..').locator('.price')).toHaveText('€18.90');
  await page.getByRole('link', { name: 'Ask about this coffee' }).click();
  await expect(page.getByLabel('Message')).toHaveValue(/About sidamo-natural/);

  const email = `visitor-${Date.now()}@example.test`;
  await page.getByLabel('Name').fill('Vera Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Do you ship to Lisbon?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  await expect(page.locator('h1')).toHaveText('Thank you');

  // The site's admin sees the lead.
  const login = await api('localhost', 'POST', '/api/v1/auth/login', { email: 'admin@example.test', password: 'admin-password-1' });
  const leads = await api('demo.localhost', 'GET', '/api/v1/leads?form=contact', undefined, login.json.data?.token);
  expect(leads.status).toBe(200);
  const lead = leads.json.data?.items?.find((l) => l.data.email === email);
  expect(lead?.data).toMatchObject({ name: 'Vera Visitor', message: 'Do you ship to Lisbon?' });
});

test('a missing page shows the theme 404 with the 404 status', async ({ page }) => {
  const res = await page.goto(demoUrl('/no/such/page'));
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('on a 375 px phone the product page transfers at most a third of the image bytes of the originals', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const images: { url: string; bytes: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'image') return;
    const body = await res.body().catch(() => null);
    if (body) images.push({ url: res.url(), bytes: body.byteLength });
  });
  await page.goto(demoUrl('/products/house-blend'), { waitUntil: 'networkidle' });
  const img = page.locator('img.product-image');
  await expect(img).toHaveAttribute('alt', 'A bag of House Blend coffee');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // The browser picked one copy from srcset for 375 CSS px at 2x; no original was fetched.
  const picked = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(new URL(picked).searchParams.get('w')).toBe('768');
  expect(images.length).toBeGreaterThan(0);
  expect(images.every((i) => new URL(i.url).searchParams.has('w'))).toBe(true);
  // What serving the originals instead would have cost: each image's original, once.
  let originals = 0;
  for (const url of new Set(images.map((i) => i.url.split('?')[0]!))) {
    originals += await page.evaluate(async (u) => {
      const res = await fetch(u);
      if (!res.ok) throw new Error(`${u}: ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    }, url);
  }
  const transferred = images.reduce((n, i) => n + i.bytes, 0);
  console.log(`product page at 375 px: ${images.length} image(s), ${transferred} bytes; the originals: ${originals} bytes`);
  expect(transferred * 3).toBeLessThanOrEqual(originals);
  await context.close();
});

for (const width of [1440, 375]) {
  test(`at ${width} px the header links to search, and a one-letter typo finds the espresso post`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    const nav = page.getByRole('navigation');
    const link = nav.getByRole('link', { name: 'Search' });
    await expect(link).toBeVisible();
    // Every link of the header fits on screen (no sideways scroll, none cut off).
    for (const a of await nav.getByRole('link').all()) expect(await a.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await shot(page, `demo-header-${width}`, page.locator('.site-header'));

    await link.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('search');
    await form.getByRole('searchbox', { name: 'Search the site' }).fill('espreso');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=espreso$/);
    await expect(page.locator('.corrected')).toHaveText('Showing results for espresso: nothing matches “espreso”.');
    const first = page.locator('.results .result-title').first();
    await expect(first).toHaveText(/^Espresso at home without the fuss/);
    await expectAccessible(page, `demo search at ${width} px`);
    await shot(page, `demo-search-${width}`);
    await first.click();
    await expect(page.locator('article.post h1')).toHaveText(/^Espresso at home without the fuss/);
    // Nothing near enough: no correction, the empty state.
    await page.goto(demoUrl('/search?q=zzxqwv'));
    await expect(page.locator('.results .empty')).toContainText('Nothing matches “zzxqwv”');
    await expect(page.locator('.corrected')).toHaveCount(0);
    await shot(page, `demo-search-none-${width}`);
    await context.close();
  });
}
