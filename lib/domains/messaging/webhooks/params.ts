import type { WebhookSlotName } from '@/db/schema';
import { notFound } from '@/lib/shared/errors';
import { SLOT_NAMES } from './schemas';

// `lead` or `post` in a path; anything else names no slot.
export function slotParam(value: string): WebhookSlotName {
  if (!(SLOT_NAMES as readonly string[]).includes(value)) throw notFound('Webhook slot');
  return value as WebhookSlotName;
}
