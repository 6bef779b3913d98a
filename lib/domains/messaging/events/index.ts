import { processSingleton } from '@/lib/shared/process-singleton';
import { background } from '@/lib/shared/background';

// In-process domain events, for cheap work that may be lost (a listener runs after the write and a
// failing one never fails it). What must not be lost (webhook deliveries, mail) is not a listener: the
// operation writes an outbox row in its own transaction (lib/domains/messaging/outbox, lib/domains/messaging/webhooks/events.ts).
export type DomainEvent =
  | { type: 'post.created' | 'post.updated' | 'post.published' | 'post.deleted'; siteUid: string; post: { uid: string; title: string; status: number; type: string } }
  | { type: 'lead.received'; siteUid: string; lead: { uid: string; form: string } }
  | { type: 'order.created' | 'order.paid' | 'order.updated'; siteUid: string; order: { uid: string; status: string; total: number; currency: string; flags: string[] } };

type Listener = (event: DomainEvent) => void | Promise<void>;

const listeners = processSingleton('event-listeners', () => new Set<Listener>());

// Listeners run after the emitting write, as background work of its request (lib/shared/background.ts).
export function emit(event: DomainEvent): void {
  for (const l of listeners)
    background(
      Promise.resolve().then(() => l(event)),
      `event ${event.type} listener`,
    );
}
