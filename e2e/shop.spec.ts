import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { adminToken, adminUrl, demoSiteUid, expectAccessible, signIn } from './admin-kit';
import { demoUrl } from './site';

const SHOTS = path.join(process.cwd(), 'e2e/screenshots');
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

// The order the visitor places, which the admin then finds.
const bought = { uid: '', email: '' };

test.describe.configure({ mode: 'serial' });

test('an anonymous visitor buys in the demo shop with a discount code', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(demoUrl('/shop'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.locator('.card.product')).toHaveCount(4);
  await expect(page.locator('.card.product', { hasText: 'Sidamo Natural' }).locator('.price')).toHaveText('From €18.90');
  await expectAccessible(page, 'shop');
  await shot(page, 'shop');

  // A product: pick the 500 g bag (4 left), two of them.
  await page.getByRole('link', { name: 'Sidamo Natural' }).click();
  await expect(page).toHaveURL(/\/products\/sidamo-natural$/);
  await expect(page.getByRole('radio', { name: /1 kg/ })).toBeDisabled();
  await page.getByRole('radio', { name: /500 g/ }).check();
  await page.getByLabel('Quantity').fill('2');
  await expectAccessible(page, 'product');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('#cart-status')).toContainText('Added to your cart');

  // The cart, rendered by the server from the cart_id cookie the first add set.
  await page.getByRole('link', { name: 'View cart (2)' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Cart (2)' })).toBeVisible();
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-line')).toContainText('Sidamo Natural, 500 g');
  await expect(page.locator('#total')).toHaveText('€69.80');
  await expectAccessible(page, 'cart');

  // The discount code (any case): 10 % off.
  await page.getByLabel('Discount code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.locator('#discount-status')).toHaveText('Code WELCOME10 applied.');
  await expect(page.locator('#discount')).toHaveText('€6.98');
  await expect(page.locator('#total')).toHaveText('€62.82');

  // Checkout through the built-in test provider, back to the confirmation page.
  const email = `buyer-${Date.now()}@example.test`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/payments\/test\//);
  await page.getByRole('button', { name: /Pay/ }).click();
  await expect(page).toHaveURL(/\/order\?uid=[^&]+&token=/);
  const orderUid = new URL(page.url()).searchParams.get('uid')!;
  await expect(async () => {
    await page.reload();
    await expect(page.locator('#order-status')).toHaveText('paid', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('#order-uid')).toHaveText(orderUid);
  await expect(page.locator('#order-email')).toHaveText(email);
  await expect(page.locator('#order-total')).toHaveText('€62.82');
  await expect(page.locator('#order-lines')).toContainText('Sidamo Natural, 500 g');
  await expectAccessible(page, 'order');
  await shot(page, 'order');

  // The paid cart starts again empty.
  await page.goto(demoUrl('/cart'));
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  Object.assign(bought, { uid: orderUid, email });
});

// The admin's screens (/admin/sites/<uid>/orders and /orders/<orderUid>) come from the admin branch.
test("the platform admin finds that order among the demo site's orders", async ({ page }) => {
  expect(bought.uid, 'the purchase test ran first').not.toBe('');
  const siteUid = await demoSiteUid(await adminToken());
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/orders`));
  // Orders are named by their number (the start of the uid), not by the uid (issue 25).
  const number = `#${bought.uid.slice(0, 8)}`;
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText(bought.email);
  await row.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/sites/${siteUid}/orders/${bought.uid}$`));
  await expect(page.getByText(bought.uid).first()).toBeVisible();
  await expect(page.getByText(bought.email).first()).toBeVisible();
  await expect(page.getByText(/paid/i).first()).toBeVisible();
  await shot(page, 'order-admin');
});
