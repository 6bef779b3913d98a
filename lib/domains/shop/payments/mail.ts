import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import type { OrderRow } from '@/lib/domains/shop/orders/view';
import { formatMinor } from '@/lib/liquid/filters/money';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { adminLink, type StaffMail } from '@/lib/domains/messaging/notifications/staff-mail';
import { orderNumber } from '@/lib/domains/shop/orders/schemas';
import { enqueue, type DbOrTx } from '@/lib/domains/messaging/outbox';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { escapeHtml } from './html';
import { confirmationUrl, type SiteForUrls } from './urls';

interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

export type SiteForMail = SiteForUrls & Pick<SiteRef, 'name' | 'mailTrusted'>;

// The buyer's confirmation: lines, total and a link to the confirmation page (with its access token).
function orderPaidMail(site: SiteForMail, order: OrderRow): OrderMail {
  const money = (n: number) => formatMinor(n, order.currency);
  const link = confirmationUrl(site, order.uid);
  const name = (l: OrderRow['items'][number]) => [l.productTitle, l.title].filter(Boolean).join(' – ');
  const lines = order.items.map((l) => `${l.quantity} × ${name(l)}: ${money(l.lineTotal)}`);
  const totals = [...(order.discount ? [`Discount${order.discountCode ? ` (${order.discountCode})` : ''}: -${money(order.discount)}`] : []), `Total: ${money(order.total)}`];
  const subject = `${site.name}: order ${order.uid} confirmed`;
  const text = [`Thank you for your order at ${site.name}.`, '', ...lines, '', ...totals, '', `Your order: ${link}`].join('\n');
  const rows = order.items.map((l) => `<tr><td>${l.quantity} × ${escapeHtml(name(l))}</td><td align="right">${escapeHtml(money(l.lineTotal))}</td></tr>`).join('');
  const html = `<p>Thank you for your order at ${escapeHtml(site.name)}.</p><table>${rows}</table><p>${totals.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(link)}">See your order</a></p>`;
  return { subject, text, html };
}

// Why the order's address may not get the shop's words (product titles, the site's name), or null
// when it may (docs/behaviours.md#B-mail-trust): it is the signed-in buyer's own verified address, or the platform trusts
// the site and the order was paid live through Stripe. An address typed at checkout proves nothing:
// mailing it would let any new shop send its words to anyone, and a test-mode order costs nothing.
async function withheldBecause(tx: DbOrTx, site: SiteForMail, order: OrderRow): Promise<string | null> {
  if (order.buyerUid) {
    const [buyer] = await tx.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.uid, order.buyerUid)).limit(1);
    if (buyer?.verifiedAt && buyer.email.toLowerCase() === order.email.toLowerCase()) return null;
  }
  if (order.provider === 'stripe' && site.mailTrusted) return null;
  if (order.provider !== 'stripe') return "a test-mode order is mailed only to the signed-in buyer's own verified address";
  return "until the platform trusts this site (a proven custom domain, or the platform admin's approval), order mail goes only to the signed-in buyer's own verified address";
}

// Queued in the paid transaction: the mail goes if and only if the payment is recorded, and only to
// a proven address; otherwise the site log says why (never the address) and the order stands as paid.
export async function queueOrderMail(tx: DbOrTx, site: SiteForMail, order: OrderRow): Promise<void> {
  const withheld = await withheldBecause(tx, site, order);
  if (withheld) {
    void logEvent(site.uid, 'info', 'mail.withheld', `The confirmation of order ${order.uid} was not mailed: ${withheld}.`, { order: order.uid, topic: 'order.paid' });
    return;
  }
  const mail = orderPaidMail(site, order);
  await enqueue(tx, { siteUid: order.siteUid, kind: 'mail', topic: 'order.paid', payload: { to: order.email, ...mail } });
}

// The staff's mail of a paid order (lib/domains/messaging/notifications/staff-mail.ts decides who gets it): what was
// bought, the total and who bought it, with the order's page in the admin.
export function staffOrderMail(order: OrderRow): StaffMail {
  const money = (n: number) => formatMinor(n, order.currency);
  const lines = order.items.map((l) => `${l.quantity} × ${[l.productTitle, l.title].filter(Boolean).join(' – ') || l.sku}: ${money(l.lineTotal)}`);
  return {
    topic: 'staff.order',
    subject: (siteName) => `${siteName}: new order ${orderNumber(order.uid)}, ${money(order.total)}`,
    text: (siteName) =>
      [
        `A new order was paid at ${siteName}${order.provider === 'test' ? ' (test mode: no money was taken)' : ''}.`,
        '',
        ...lines,
        '',
        `Total: ${money(order.total)}`,
        `Customer: ${order.email}`,
        '',
        `See the order: ${adminLink(order.siteUid, `orders/${encodeURIComponent(order.uid)}`)}`,
      ].join('\n'),
  };
}
