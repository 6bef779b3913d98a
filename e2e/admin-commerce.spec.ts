import type { Page } from '@playwright/test';
import { adminToken, adminUrl, expect, expectAccessible, fillSettled, screenshots, signIn, test } from './admin-kit';
import { api, serverUrl } from './site';

// The shop screens (issue 14), driven through the admin against the real server on a site of their own
// (so the Stripe keys set here change no other spec's site): a product and its variant, a discount,
// an order placed through the public checkout and settled in the orders screen, and the write-only keys.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const SECRET_KEY = `sk_test_e2e_${Date.now()}`;
const WEBHOOK_SECRET = `whsec_e2e_${Date.now()}`;
const BUYER = `buyer-${Date.now()}@example.test`;
let token = '';
let siteUid = '';
let host = '';
let productUid = '';
let orderUid = '';

type Data<T> = { item: T } & { items: T[] };
const data = <T>(r: { json: { data?: unknown } }) => r.json.data as Data<T>;
const siteOrigin = () => `http://${host}:${serverUrl().port}`;

async function choose(page: Page, combobox: string | RegExp, option: string | RegExp, scope = page.locator('body')): Promise<void> {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

test.beforeAll(async () => {
  token = await adminToken();
  const subdomain = `shop${Date.now().toString(36)}`;
  const created = await api('localhost', 'POST', '/api/v1/sites', { subdomain, name: 'Shop of e2e' }, token);
  expect(created.status).toBe(201);
  siteUid = data<{ uid: string; host: string }>(created).item.uid;
  host = `${subdomain}.localhost`;
});

test('a product with a variant is made in the admin', async ({ page }) => {
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/products`));
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Site sections' });
  for (const link of ['Products', 'Orders', 'Discounts', 'Subscriptions']) await expect(nav.getByRole('link', { name: link })).toBeVisible();

  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await fillSettled(page, /^Title/, 'Sidamo whole bean', dialog);
  await choose(page, /^Status/, 'Published', dialog);
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: 'Sidamo whole bean', level: 1 })).toBeVisible();
  productUid = /\/products\/([^/?#]+)/.exec(page.url())![1]!;
  await expect(page.getByText('No variants yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add variant' }).click();
  const form = page.getByRole('dialog', { name: 'New variant' });
  await fillSettled(page, /^SKU/, 'SID-250', form);
  await form.getByRole('textbox', { name: /^Variant title/ }).fill('250 g');
  await form.getByRole('textbox', { name: /^Price/ }).fill('12.50');
  await form.getByRole('textbox', { name: /^Currency/ }).fill('EUR');
  await form.getByRole('textbox', { name: /^Stock/ }).fill('5');
  await form.getByRole('textbox', { name: /^Options/ }).fill('size=250g\ngrind=whole');
  await form.getByRole('button', { name: 'Add variant' }).click();
  const row = page.getByRole('table', { name: 'Variants' }).getByRole('row').filter({ hasText: 'SID-250' });
  await expect(row).toContainText('€12.50');
  await expect(row).toContainText('size=250g');
  await expectAccessible(page, 'product detail');
  await screenshots(page, 'admin-product');

  // Stored in minor units.
  const variants = await api(host, 'GET', `/api/v1/variants/${productUid}`);
  expect(data<{ sku: string; price: number; stock: number | null }>(variants).items).toMatchObject([{ sku: 'SID-250', price: 1250, stock: 5 }]);
});

test('a discount is created in the admin and listed with its use count', async ({ page }) => {
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/discounts`));
  await expect(page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible();
  await expect(page.getByText('No discount codes yet')).toBeVisible();
  await page.getByRole('button', { name: 'New discount' }).click();
  const form = page.getByRole('dialog', { name: 'New discount' });
  await fillSettled(page, /^Code/, 'WELCOME10', form);
  await form.getByRole('textbox', { name: /^Percent/ }).fill('10');
  await form.getByRole('button', { name: 'Create discount' }).click();
  const row = page.getByRole('row').filter({ hasText: 'WELCOME10' });
  await expect(row).toContainText('10 % off');
  await expect(row).toContainText('active');
  await expectAccessible(page, 'discounts');
});

test('an order paid at checkout is found, its sold variant keeps its price, and it is cancelled with a note', async ({ page, consoleGuard }) => {
  // The test's new shop has no order page (no theme: the buyer lands on its 404 after paying), and a
  // sold variant's new price is refused (422) on purpose.
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 404 .* at http:\/\/shop\w*\.localhost:\d+\/order\?\S+$/);
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 422 .* at \S+\/api\/v1\/variants\/\d+$/);
  const variants = await api(host, 'GET', `/api/v1/variants/${productUid}`);
  const variantId = data<{ id: number }>(variants).items[0]!.id;
  const checkout = await api(host, 'POST', '/payments/checkout', { items: [{ variantId, quantity: 2 }], email: BUYER, discountCode: 'welcome10', address: { name: 'Olga Order', city: 'Porto' } });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(201);
  const placed = data<{ uid: string; total: number; checkoutUrl: string }>(checkout).item;
  orderUid = placed.uid;
  expect(placed.total).toBe(2250);

  // Paid through the built-in test provider's page, as a buyer would (the browser resolves *.localhost).
  const buyer = await page.context().newPage();
  await buyer.goto(placed.checkoutUrl);
  await buyer.getByRole('button', { name: /^Pay/ }).click();
  await expect(buyer).toHaveURL(/[?&]uid=/);
  await buyer.close();

  await signIn(page);
  // A sold variant refuses a new price, and the admin shows the server's reason.
  await page.goto(adminUrl(`/sites/${siteUid}/products/${productUid}`));
  const variantRow = page.getByRole('table', { name: 'Variants' }).getByRole('row').filter({ hasText: 'SID-250' });
  await expect(variantRow.getByText('sold', { exact: true })).toBeVisible();
  await variantRow.getByRole('button', { name: 'Edit variant SID-250' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit variant SID-250' });
  await fillSettled(page, /^Price/, '13.00', edit);
  await edit.getByRole('button', { name: 'Save variant' }).click();
  await expect(edit.getByRole('alert')).toContainText('This variant has been sold');
  await page.keyboard.press('Escape');

  await page.goto(adminUrl(`/sites/${siteUid}/orders`));
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await fillSettled(page, /^Search/, BUYER);
  const row = page.getByRole('row').filter({ hasText: BUYER });
  await expect(row).toContainText('€22.50');
  await expect(row).toContainText('paid');
  await expectAccessible(page, 'orders list');
  await screenshots(page, 'admin-orders');

  await row.getByRole('link', { name: `Order #${orderUid.slice(0, 8)}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderUid.slice(0, 8)}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order lines' })).toContainText('SID-250');
  await expect(page.getByText('Total: €22.50')).toBeVisible();
  await expect(page.getByText('WELCOME10')).toBeVisible();
  await expect(page.getByText('Porto')).toBeVisible();

  const change = page.getByRole('form', { name: 'Change the order' });
  await choose(page, /^New status/, 'cancelled', change);
  await change.getByRole('textbox', { name: /^Note/ }).fill('Buyer asked to cancel by phone');
  await change.getByRole('button', { name: 'Update order' }).click();
  await expect(page.getByText('Order marked cancelled')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('cancelled');
  await expect(history).toContainText('Buyer asked to cancel by phone');
  await expectAccessible(page, 'order detail');
  await screenshots(page, 'admin-order-detail');

  // What the admin did is what the API holds.
  const read = await api(host, 'GET', `/api/v1/orders/${orderUid}`, undefined, token);
  const order = data<{ status: string; history: { status: string; note: string | null }[] }>(read).item;
  expect(order.status).toBe('cancelled');
  expect(order.history.some((h) => h.status === 'cancelled' && h.note === 'Buyer asked to cancel by phone')).toBe(true);

  // The discount's paid use is counted in the discounts screen.
  await page.goto(adminUrl(`/sites/${siteUid}/discounts`));
  const used = page.getByRole('row').filter({ hasText: 'WELCOME10' }).getByRole('cell').nth(4);
  await expect(used).toHaveText('1');
});

test('Stripe keys are saved write-only: "set" after a reload, never shown', async ({ page }) => {
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/settings`));
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByTestId('secret-key-state')).toHaveText('not set');
  await expect(payments.getByTestId('webhook-secret-state')).toHaveText('not set');
  await expect(payments.getByTestId('stripe-webhook-url')).toHaveText(`${siteOrigin()}/payments/webhooks/stripe`);
  await page.waitForLoadState('networkidle');
  await payments.getByLabel('Stripe secret key', { exact: true }).fill(SECRET_KEY);
  await payments.getByLabel('Webhook signing secret', { exact: true }).fill(WEBHOOK_SECRET);
  await payments.getByRole('button', { name: 'Save payment keys' }).click();
  await expect(page.getByText('Payment keys saved')).toBeVisible();

  await page.reload();
  const after = page.getByRole('region', { name: 'Payments' });
  await expect(after.getByTestId('secret-key-state')).toHaveText('set');
  await expect(after.getByTestId('webhook-secret-state')).toHaveText('set');
  await expect(after.getByLabel('Stripe secret key', { exact: true })).toHaveValue('');
  await expect(after.getByLabel('Webhook signing secret', { exact: true })).toHaveValue('');
  const html = await page.content();
  expect(html).not.toContain(SECRET_KEY);
  expect(html).not.toContain(WEBHOOK_SECRET);
  const site = await api('localhost', 'GET', `/api/v1/sites/${siteUid}`, undefined, token);
  expect(JSON.stringify(site.json)).not.toContain(SECRET_KEY);
  expect(data<{ secretsSet: string[] }>(site).item.secretsSet).toEqual(expect.arrayContaining(['payments.stripe.secretKey', 'payments.stripe.webhookSecret']));
  await expectAccessible(page, 'settings with payments');
});

// Issue 47: a newcomer's one-size product, its text editor, and the site's address with its port.
test('a one-size product sells one variant without a SKU, and its text editor says product and links to its own page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const made = await api(host, 'POST', '/api/v1/posts', { title: 'Rye loaf', type: 'product', status: 1, body: 'A **sour** rye.' }, token);
  expect(made.status).toBe(201);
  const loaf = data<{ uid: string; slug: string }>(made).item;
  const productPage = `${siteOrigin()}/products/${loaf.slug}`;
  await signIn(page);
  await page.goto(adminUrl(`/sites/${siteUid}/products/${loaf.uid}`));
  await expect(page.getByRole('heading', { name: 'Rye loaf', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: productPage })).toHaveAttribute('href', productPage);

  await page.getByRole('button', { name: 'Add variant' }).click();
  const form = page.getByRole('dialog', { name: 'New variant' });
  await expect(form.getByRole('textbox', { name: /^SKU/ })).not.toHaveAttribute('required');
  await fillSettled(page, /^Price/, '6.50', form);
  await form.getByRole('checkbox', { name: 'Unlimited stock' }).check();
  await expectAccessible(page, 'new variant without a SKU');
  await screenshots(page, 'admin-variant-no-sku');
  await form.getByRole('button', { name: 'Add variant' }).click();
  const row = page.getByRole('table', { name: 'Variants' }).getByRole('row').filter({ hasText: '€6.50' });
  await expect(row).toContainText('none');
  await expect(row.getByRole('button', { name: 'Edit variant #' })).toBeVisible();
  const variants = await api(host, 'GET', `/api/v1/variants/${loaf.uid}`);
  expect(data<{ sku: string; price: number; stock: number | null }>(variants).items).toMatchObject([{ sku: '', price: 650, stock: null }]);
  await expectAccessible(page, 'product with a variant without a SKU');
  await screenshots(page, 'admin-product-no-sku');

  await page.getByRole('link', { name: 'Edit text' }).click();
  await expect(page.getByRole('heading', { name: 'Edit product', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByText('Edit post')).toHaveCount(0);
  await expect(page.getByText(`Live at ${productPage}`)).toBeVisible();
  await expect(page.getByRole('link', { name: productPage })).toHaveAttribute('href', productPage);
  await expect(page.getByRole('link', { name: 'Variants and prices' })).toHaveAttribute('href', `/admin/sites/${siteUid}/products/${loaf.uid}`);
  await expectAccessible(page, 'product text editor');
  await screenshots(page, 'admin-product-editor');
});

test("the site's address in the admin is the one a browser opens: its port included", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const address = `${host}:${serverUrl().port}`;
  await signIn(page);
  // The list of sites names each by its address.
  await expect(page.getByRole('article', { name: 'Shop of e2e' })).toContainText(address);
  await page.goto(adminUrl(`/sites/${siteUid}`));
  await expect(page.getByRole('heading', { name: 'Shop of e2e', level: 1 })).toBeVisible();
  await expect(page.getByText(`Live at ${address}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: address, exact: true })).toHaveAttribute('href', siteOrigin());
  await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', siteOrigin());
  await expectAccessible(page, 'overview with its address');
  await screenshots(page, 'admin-overview-address');
  await page.goto(adminUrl(`/sites/${siteUid}/settings`));
  await expect(page.getByText(`Address: ${address}`)).toBeVisible();
});
