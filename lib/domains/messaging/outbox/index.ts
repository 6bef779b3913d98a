import { outbox, type OutboxKind } from '@/db/schema';
import { background } from '@/lib/shared/background';
import { env } from '@/lib/shared/env';
import { bridgeSlot } from '@/lib/shared/process-singleton';
import { newUid } from '@/lib/shared/ids';
import { chargeMail } from '@/lib/domains/messaging/mail/budget';
import { type DbOrTx } from './types';

// The durable outbox: work that must not be lost (webhook deliveries, mail) is written as a row in the
// same transaction as the change it belongs to, and delivered at least once by the worker
// (./worker.ts): retried with backoff, the same message id every time. See docs/outbox.md.

export type { DbOrTx } from './types';

export interface EnqueueItem {
  siteUid: string | null;
  kind: OutboxKind;
  topic: string;
  payload: Record<string, unknown>;
  dueAt?: Date;
  // A redelivery keeps its event's id; new work gets a new one.
  messageId?: string;
}

export const newMessageId = (): string => `msg_${newUid(24)}`;

// Pass the caller's transaction: the row commits (or rolls back) with the change. Call kickOutbox()
// once that transaction committed. Null: a site's mail past its budget, not queued.
export async function enqueue(db: DbOrTx, item: EnqueueItem): Promise<{ id: number; messageId: string } | null> {
  const [row] = await enqueueMany(db, [item]);
  return row ?? null;
}

// A site's mails count against its mail budget here, where every mail row is written (once per mail,
// never per delivery attempt); those past it are left out.
async function withinMailBudget(db: DbOrTx, items: EnqueueItem[]): Promise<EnqueueItem[]> {
  const perSite = new Map<string, EnqueueItem[]>();
  for (const it of items) {
    if (it.kind !== 'mail' || !it.siteUid) continue;
    const mails = perSite.get(it.siteUid) ?? [];
    perSite.set(it.siteUid, mails);
    mails.push(it);
  }
  if (perSite.size === 0) return items;
  const refused = new Set<EnqueueItem>();
  for (const [siteUid, mails] of perSite) {
    const allowed = await chargeMail(db, siteUid, mails.length, mails[0]!.topic);
    for (const it of mails.slice(allowed)) refused.add(it);
  }
  return items.filter((it) => !refused.has(it));
}

// Many rows in few statements (a notification to every member). Answers the rows queued.
export async function enqueueMany(db: DbOrTx, all: EnqueueItem[]): Promise<{ id: number; messageId: string }[]> {
  const items = await withinMailBudget(db, all);
  const out: { id: number; messageId: string }[] = [];
  for (let i = 0; i < items.length; i += 500) {
    const values = items.slice(i, i + 500).map((it) => ({
      siteUid: it.siteUid,
      kind: it.kind,
      topic: it.topic,
      payload: it.payload,
      messageId: it.messageId ?? newMessageId(),
      ...(it.dueAt ? { dueAt: it.dueAt } : {}),
    }));
    out.push(...(await db.insert(outbox).values(values).returning({ id: outbox.id, messageId: outbox.messageId })));
  }
  return out;
}

// Delivers soon what was just enqueued. A long-lived server's worker claims at once (it also polls
// every second, so a lost kick costs a second); without a worker (Vercel) this request drains in its
// after() time (lib/shared/background.ts), and Vercel Cron's drain call catches anything left.
export function kickOutbox(): void {
  const kick = bridgeSlot('outbox-kick');
  if (kick) return kick();
  // The heavy lane (server/lanes.mjs) runs no outbox: the other workers' poll delivers within a second.
  if (env.SITE_PLATFORM_LANE === 'heavy') return;
  background(
    import('./worker').then((w) => w.drainNow()),
    'outbox drain',
  );
}
