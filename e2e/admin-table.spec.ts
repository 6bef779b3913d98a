import type { Locator, Page } from '@playwright/test';
import { adminToken, adminUrl, demoSiteUid, expect, expectAccessible, signIn, test } from './admin-kit';

// The admin's one list table (app/(admin)/admin/_ui/list-table.tsx), on the posts list: labelled
// cards at 375 px, a table with column headers on a desktop, and the empty state.
test.setTimeout(90_000);

const COLUMNS = ['Title', 'Status', 'Tag', 'Label', 'Date'];
let siteUid = '';

test.beforeAll(async () => {
  siteUid = await demoSiteUid(await adminToken());
});

// The label a card shows before a cell's value (the cell's ::before), or 'none' on a desktop.
const cardLabel = (cell: Locator) => cell.evaluate((td) => getComputedStyle(td, '::before').content);
const display = (el: Locator) => el.evaluate((e) => getComputedStyle(e).display);

async function openPosts(page: Page) {
  await page.goto(adminUrl(`/sites/${siteUid}/posts`));
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
}

test('at 375 px each row is a card with its labels, and a tap on the card opens the row', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await openPosts(page);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first();
  await expect(row).toBeVisible();
  expect(await display(row)).toBe('block');
  // Every value keeps its column's label, and the header cells stay for assistive technology.
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(COLUMNS.length);
  for (const [i, label] of COLUMNS.entries()) expect(await cardLabel(cells.nth(i))).toBe(`"${label}"`);
  for (const label of COLUMNS) await expect(page.getByRole('columnheader', { name: label })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await expectAccessible(page, 'posts list at 375 px');

  // A tap on the card's Status line (not on the title) follows the row's link.
  const href = await row.getByRole('link').getAttribute('href');
  const status = await cells.nth(1).boundingBox();
  if (!status) throw new Error('the Status line has no box');
  await page.mouse.click(status.x + status.width - 8, status.y + status.height / 2);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('form', { name: 'Edit post' })).toBeVisible();
});

test('on a desktop the rows are a table with column headers', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPosts(page);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first();
  await expect(row).toBeVisible();
  expect(await display(row)).toBe('table-row');
  for (const label of COLUMNS) await expect(page.getByRole('columnheader', { name: label })).toBeVisible();
  expect(await cardLabel(row.getByRole('cell').nth(1))).toBe('none');
  await row.getByRole('link').click();
  await expect(page.getByRole('form', { name: 'Edit post' })).toBeVisible();
});

test('an empty list shows its empty state instead of a table', async ({ page }) => {
  await signIn(page);
  await openPosts(page);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tag' }).fill(`no-such-tag-${Date.now()}`);
  await expect(page.getByText('No posts match these filters')).toBeVisible();
  await expect(page.getByText('Change or clear the filters.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
