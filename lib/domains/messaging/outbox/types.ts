import type { Db } from '@/db/client';
import type { OutboxKind } from '@/db/schema';

// The outbox's types, apart from its operations (./index.ts) so that the worker, the claim and the
// handlers (lib/domains/messaging/mail/handler.ts, lib/domains/messaging/webhooks/handler.ts) can name them without importing the module
// that starts the worker: no import circle.

export type { OutboxKind } from '@/db/schema';
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OutboxItem {
  id: number;
  // Null for platform mail (no site).
  siteUid: string | null;
  kind: OutboxKind;
  topic: string;
  payload: Record<string, unknown>;
  messageId: string;
  // This attempt's number (1 for the first).
  attempts: number;
  createdAt: Date;
}

// `retry: false`: the work can never succeed (the row goes dead at once instead of being retried).
export type OutboxResult = { ok: true } | { ok: false; retry: boolean; error: string };
export type OutboxHandler = (item: OutboxItem) => Promise<OutboxResult>;
