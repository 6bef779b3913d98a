import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { adminToken, adminUrl, demoSiteUid, expectAccessible, screenshots, signIn } from './admin-kit';
import { api, demoUrl } from './site';

// Issue 47: a shopper goes to the test payment page, comes back to the cart (the browser's back
// button, then the page's own link), checks out again and pays. One sale, discount kept: the
// checkouts before the payment were the same pending order, never orders of their own.

const SHOTS = path.join(process.cwd(), 'e2e/screenshots');
async function shotAt(page: Page, name: string, width: number): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
}

interface ListedOrder {
  uid: string;
  status: string;
  total: number;
  discount: number;
  discountCode: string | null;
}

const email = `back-and-forth-${Date.now()}@example.test`;
let orderUid = '';

test.describe.configure({ mode: 'serial' });

test('back from the payment page and out again: the discount stays and one order is paid', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(demoUrl('/products/house-blend'));
  await page.getByRole('radio', { name: /250 g/ }).check();
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('#cart-status')).toContainText('Added to your cart');
  await page.getByRole('link', { name: 'View cart (3)' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('#total')).toHaveText('€43.50');

  await page.getByLabel('Discount code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.locator('#discount-status')).toHaveText('Code WELCOME10 applied.');
  await expect(page.locator('#discount')).toHaveText('€4.35');
  await expect(page.locator('#total')).toHaveText('€39.15');
  await shotAt(page, 'cart-with-code', 1440);
  await shotAt(page, 'cart-with-code', 375);
  await page.setViewportSize({ width: 1280, height: 720 });

  // To the test provider's page: the order is named by its number, as the admin names it.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/payments\/test\//);
  const firstUid = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay order #${firstUid.slice(0, 8)}`);
  await expect(page.getByRole('button', { name: 'Pay €39.15' })).toBeVisible();
  await expectAccessible(page, 'test payment page');
  await shotAt(page, 'pay-page', 1440);
  await shotAt(page, 'pay-page', 375);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The browser's back button: the cart still has its code.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('#discount-status')).toHaveText('Code WELCOME10 applied.');
  await expect(page.locator('#total')).toHaveText('€39.15');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/payments\/test\//);
  expect(new URL(page.url()).pathname.split('/').pop(), 'the same pending order').toBe(firstUid);

  // The page's own way back, then out again and pay.
  await page.getByRole('link', { name: /Back to the cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('#discount')).toHaveText('€4.35');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/payments\/test\//);
  await page.getByRole('button', { name: 'Pay €39.15' }).click();
  await expect(page).toHaveURL(/\/order\?uid=[^&]+&token=/);
  orderUid = new URL(page.url()).searchParams.get('uid')!;
  expect(orderUid).toBe(firstUid);
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#order-status')).toHaveText('paid', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('#order-total')).toHaveText('€39.15');
  await expect(page.locator('#order-discount')).toHaveText('€4.35 (WELCOME10)');

  // One order for this shopper, paid, with the discount.
  const listed = await api('demo.localhost', 'GET', `/api/v1/orders?q=${encodeURIComponent(email)}`, undefined, await adminToken());
  expect(listed.status).toBe(200);
  const orders = (listed.json.data as unknown as { items: ListedOrder[] }).items;
  expect(orders).toEqual([expect.objectContaining({ uid: orderUid, status: 'paid', total: 3915, discount: 435, discountCode: 'WELCOME10' })]);

  // The paid cart starts again empty, its code used.
  await page.goto(demoUrl('/cart'));
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('the admin lists the sale once, and no checkout of it among those not paid', async ({ page }) => {
  expect(orderUid, 'the purchase test ran first').not.toBe('');
  const siteUid = await demoSiteUid(await adminToken());
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/orders`));
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `#${orderUid.slice(0, 8)}` })).toContainText('paid');
  await screenshots(page, 'orders-sales');
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Checkouts not paid (abandoned)' }).click();
  await expect(page.getByText('No checkouts not paid match these filters')).toBeVisible();
});
