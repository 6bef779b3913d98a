import type { OrderRow } from '@/lib/orders/view';
import { formatMinor } from '@/lib/liquid/filters/money';
import { enqueue, type DbOrTx } from '@/lib/outbox';
import { escapeHtml } from './html';
import { confirmationUrl, type SiteForUrls } from './urls';

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

// The buyer's confirmation: lines, total and a link to the confirmation page (with its access token).
export function orderPaidMail(site: SiteForUrls & { name: string }, order: OrderRow): OrderMail {
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

// Queued in the paid transaction: the mail goes if and only if the payment is recorded.
export async function queueOrderMail(tx: DbOrTx, site: SiteForUrls & { name: string }, order: OrderRow): Promise<void> {
  const mail = orderPaidMail(site, order);
  await enqueue(tx, { siteUid: order.siteUid, kind: 'mail', topic: 'order.paid', payload: { to: order.email, ...mail } });
}
