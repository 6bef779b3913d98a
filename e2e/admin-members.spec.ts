import type { Page } from '@playwright/test';
import { adminUrl, expect, expectAccessible, fillSettled, screenshots, signIn, test } from './admin-kit';
import { mailCount, mailTo } from './mail';
import { api } from './site';

// Settings → Members (docs/behaviours.md#B-role-consent): an owner invites an address, the invitee opens the mailed link,
// signs in there and accepts, and is then a member; the owner revokes another pending invitation.

const PASSWORD = 'members-password-1';

// `sent: false` for an invitation the API refuses (the caller checks what the screen says).
async function invite(page: Page, email: string, role: string, sent = true): Promise<void> {
  const form = page.getByRole('region', { name: 'Invite by email' });
  await fillSettled(page, /^Email/, email, form);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  if (sent) await expect(page.getByText(`Invitation mailed to ${email}`)).toBeVisible();
}

test('an owner invites by email; the invitee signs in from the mailed link, accepts and is a member; another invitation is revoked', async ({ page, browser, consoleGuard }) => {
  const stamp = Date.now().toString(36);
  const subdomain = `members${stamp}`;
  const owner = { email: `${subdomain}@example.test`, password: PASSWORD };
  const made = await api('localhost', 'POST', '/api/v1/sites/new', { subdomain, name: 'Members shop', ...owner });
  expect(made.status).toBe(201);
  const siteUid = (made.json.data as unknown as { item: { uid: string; host: string } }).item.uid;
  const host = (made.json.data as unknown as { item: { host: string } }).item.host;
  // The invitee has an account already (made on the platform host: a member of no site).
  const invitee = { email: `invitee-${stamp}@example.test`, password: PASSWORD };
  expect((await api('localhost', 'POST', '/api/v1/auth/signup', { ...invitee, name: 'Ines Invitee' })).status).toBe(201);
  const other = `pending-${stamp}@example.test`;

  await signIn(page, owner);
  await page.goto(adminUrl(`/sites/${siteUid}/settings`));
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByRole('combobox', { name: `Role of ${owner.email}` })).toHaveValue('admin');
  const before = mailCount();
  await invite(page, invitee.email, 'writer');
  await invite(page, other, 'customer');
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('row').filter({ hasText: invitee.email })).toContainText('writer');
  await expect(pending.getByRole('row').filter({ hasText: other })).toContainText('customer');
  await expectAccessible(page, 'settings with members and invitations');
  await screenshots(page, 'settings-members');

  // The invitee opens the mailed link in their own browser, signs in on that page and accepts.
  const mail = await mailTo(invitee.email, before, (m) => m.text.includes('/admin/invitations/accept?token='));
  expect(mail.text).not.toContain('Members shop');
  const link = /(https?:\/\/\S+\/admin\/invitations\/accept\?token=\S+)/.exec(mail.text)![1]!;
  const context = await browser.newContext();
  consoleGuard.watch(context);
  // The spent link opened again reads as 404, and inviting a member again is refused (422): both on purpose.
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 404 .* at \S+\/api\/v1\/users\/invitations\/accept\?token=\S+$/);
  consoleGuard.expect(/^console error: Failed to load resource: the server responded with a status of 422 .* at \S+\/api\/v1\/users\/invitations$/);
  const theirs = await context.newPage();
  await theirs.goto(link);
  await expect(theirs.getByText('Sign in with the address the invitation was sent to')).toBeVisible();
  await fillSettled(theirs, /Email/, invitee.email);
  await theirs.locator('input[type=password]').fill(invitee.password);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await expect(theirs.getByText(`You are invited to join ${host} as writer.`)).toBeVisible();
  await expectAccessible(theirs, 'invitation');
  await screenshots(theirs, 'invitation-accept');
  await theirs.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(theirs.getByRole('status').filter({ hasText: `You are now writer on ${host}.` })).toBeVisible();
  await theirs.getByRole('link', { name: `Open ${host} in the admin` }).click();
  await theirs.waitForURL(`**/admin/sites/${siteUid}`);
  // The same link a second time: spent, and the page says so instead of offering it again.
  await theirs.goto(link);
  await expect(theirs.getByRole('alert').filter({ hasText: 'ask the site for a new one' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0);
  await context.close();

  // The owner sees the new member with their role, and revokes the other invitation.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Members' }).getByRole('combobox', { name: `Role of ${invitee.email}` })).toHaveValue('writer');
  const open = page.getByRole('region', { name: 'Pending invitations' });
  await expect(open.getByRole('row').filter({ hasText: invitee.email })).toHaveCount(0);
  await open.getByRole('button', { name: `Revoke the invitation of ${other}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Invitation of ${other} revoked`)).toBeVisible();
  await expect(open.getByText('No invitation is waiting for an answer.')).toBeVisible();
  // Inviting someone who is a member already fails with the reason, and the address stays in the form.
  await invite(page, invitee.email, 'designer', false);
  await expect(page.getByText('The invitation was not sent')).toBeVisible();
  await expect(page.getByText(/belongs to a member of this site already/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invite by email' }).getByRole('textbox', { name: /^Email/ })).toHaveValue(invitee.email);
  await expect(open.getByText('No invitation is waiting for an answer.')).toBeVisible();
});
