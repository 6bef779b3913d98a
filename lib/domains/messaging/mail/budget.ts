import { env } from '@/lib/shared/env';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { countOf, countUp, type CounterName } from '@/lib/shared/rate-limit';
import type { DbOrTx } from '@/lib/domains/messaging/outbox/types';
import { readMailTrusted, type SiteRef } from '@/lib/shared/tenancy/site-lookup';

// Every mail a site causes (auth mails asked on its host, order mails, notifications, invitations)
// costs the platform's sending reputation, which every site shares: so each site may send a budget
// of mails an hour and a day, small until the platform trusts it. Counted once per mail, when it is
// queued (lib/domains/messaging/outbox enqueueMany, the one writer of outbox rows), in the rate-limit stores (Redis, the
// cluster primary, or memory), so all instances count together.

export interface MailBudget {
  hour: number;
  day: number;
}

export const mailBudget = (trusted: boolean): MailBudget =>
  trusted ? { hour: env.MAIL_BUDGET_TRUSTED_HOUR, day: env.MAIL_BUDGET_TRUSTED_DAY } : { hour: env.MAIL_BUDGET_HOUR, day: env.MAIL_BUDGET_DAY };

const WINDOWS: { counter: CounterName; window: keyof MailBudget }[] = [
  { counter: 'mailHour', window: 'hour' },
  { counter: 'mailDay', window: 'day' },
];

// Charges `n` mails of a site and answers how many of them (the first ones) may go. The count moves
// whether or not they may, and a request that sends no mail where it could have (a sign-in code for an
// unknown address where sign-up is closed) charges one all the same: the count must not tell the
// owner which addresses have accounts. The charge that first passes a window's budget writes one
// `mail.over_budget` row (increments are atomic, so exactly one charge crosses it per window).
// `db`: the transaction that queues the mail.
export async function chargeMail(db: DbOrTx, siteUid: string, n: number, topic: string): Promise<number> {
  if (n <= 0) return 0;
  const trusted = await readMailTrusted(db, siteUid);
  const budget = mailBudget(trusted);
  let allowed = n;
  for (const { counter, window } of WINDOWS) {
    const { count, resetMs } = await countUp(counter, siteUid, n);
    const before = count - n;
    allowed = Math.min(allowed, Math.max(0, budget[window] - before));
    if (before <= budget[window] && count > budget[window]) {
      const minutes = Math.max(1, Math.ceil((resetMs ?? 0) / 60_000));
      const raise = trusted ? '' : " A proven custom domain, or the platform admin's approval, raises it.";
      void logEvent(
        siteUid,
        'warn',
        'mail.over_budget',
        `This site used its mail budget of ${budget[window]} mails a ${window}: further mails (${topic} first) are not sent for about ${minutes} min.${raise}`,
        { window, budget: budget[window], trusted, topic },
      );
    }
  }
  return allowed;
}

export interface MailUse {
  limit: number;
  used: number;
  // When the window's count starts again (null: nothing was counted in this window).
  resetsAt: string | null;
}

// The budget in force for the site and what it used in the current hour and day.
export async function mailBudgetUse(site: Pick<SiteRef, 'uid' | 'mailTrusted'>): Promise<{ trusted: boolean } & Record<keyof MailBudget, MailUse>> {
  const budget = mailBudget(site.mailTrusted);
  const [hour, day] = await Promise.all(WINDOWS.map(({ counter }) => countOf(counter, site.uid)));
  const usage = (limit: number, c: typeof hour): MailUse => ({ limit, used: c!.count, resetsAt: c!.resetMs === null ? null : new Date(Date.now() + c!.resetMs).toISOString() });
  return { trusted: site.mailTrusted, hour: usage(budget.hour, hour), day: usage(budget.day, day) };
}
