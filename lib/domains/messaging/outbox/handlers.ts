import { deliverMail } from '@/lib/domains/messaging/mail/handler';
import { deliverWebhook } from '@/lib/domains/messaging/webhooks/handler';
import type { OutboxHandler, OutboxKind } from './types';

// The handler of every outbox kind, read by the worker (./worker.ts) when it delivers: an explicit
// list rather than registration by importing modules, so a kind without a handler does not compile
// and no handler module imports the outbox back.
export const OUTBOX_HANDLERS: Readonly<Record<OutboxKind, OutboxHandler>> = {
  mail: deliverMail,
  webhook: deliverWebhook,
};
