import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { webhookSlots, type WebhookSlotName } from '@/db/schema';
import type { DbOrTx } from '@/lib/domains/messaging/outbox/types';
import type { SlotView } from './schemas';

export type SlotRow = typeof webhookSlots.$inferSelect;

// 32 random bytes, base64, with the Standard Webhooks prefix.
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

const previousLive = (row: SlotRow, now = new Date()) => !!row.previousSecret && !!row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;

// Every secret that signs a delivery now: the current one, and the previous one during its grace.
export const signingSecrets = (row: SlotRow): string[] => (previousLive(row) ? [row.secret, row.previousSecret!] : [row.secret]);

export function slotView(row: SlotRow): SlotView {
  return {
    url: row.url,
    enabled: row.enabled,
    secret: row.secret,
    previousSecretExpiresAt: previousLive(row) ? row.previousSecretExpiresAt!.toISOString() : null,
    disabledReason: row.disabledReason,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

const bySlot = (siteUid: string, slot: WebhookSlotName) => inSite(webhookSlots, siteUid, eq(webhookSlots.slot, slot));

// The slot's row as it is (null when never read or written): what a delivery goes by.
export async function findSlot(siteUid: string, slot: WebhookSlotName): Promise<SlotRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(webhookSlots).where(bySlot(siteUid, slot)).limit(1);
  return row ?? null;
}

// The slot's row, created with its secret on first use (two first reads at once create it once).
export async function ensureSlot(db: DbOrTx, siteUid: string, slot: WebhookSlotName): Promise<SlotRow> {
  await db.insert(webhookSlots).values({ siteUid, slot, secret: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(webhookSlots).where(bySlot(siteUid, slot)).limit(1);
  return row!;
}

export async function updateSlot(db: DbOrTx, siteUid: string, slot: WebhookSlotName, changes: Partial<Omit<SlotRow, 'siteUid' | 'slot'>>): Promise<SlotRow> {
  const [row] = await db
    .update(webhookSlots)
    .set(changes)
    .where(and(bySlot(siteUid, slot)))
    .returning();
  return row!;
}

// A receiver answered 410 Gone: it wants no more events, so the slot is turned off and says why.
export async function disableSlot(siteUid: string, slot: WebhookSlotName, reason: string): Promise<void> {
  const db = await getDb();
  await db.update(webhookSlots).set({ enabled: false, disabledReason: reason, updatedAt: new Date() }).where(bySlot(siteUid, slot));
}
