import { desc, lt, and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { webhookDeliveries, type WebhookSlotName } from '@/db/schema';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { safeFetch } from '@/lib/shared/net/safe-fetch';
import { webhookHeaders } from './sign';

const DELIVERY_TIMEOUT_MS = 15_000;
const REQUEST_BODY_KEPT = 4 * 1024;
const RESPONSE_BODY_KEPT = 1024;
// Delivery rows kept per slot (the newest).
const DELIVERIES_KEPT = 500;

export interface Attempt {
  status: number | null;
  ok: boolean;
  // The receiver answered 410 Gone: it wants no more events.
  gone: boolean;
  error: string | null;
  durationMs: number;
  responseBody: string | null;
}

// One signed POST. 2xx is success; a 3xx is a failure (never followed: a receiver's redirect must
// not send a signed event somewhere else); the URL passes the SSRF guard again here (safe-fetch).
export async function postSigned(url: string, secrets: string[], messageId: string, body: string): Promise<Attempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await safeFetch(url, {
      method: 'POST',
      headers: webhookHeaders(secrets, messageId, body),
      body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: RESPONSE_BODY_KEPT,
      truncateBody: true,
      followRedirects: false,
    });
    const ok = res.status >= 200 && res.status < 300;
    const error = ok ? null : res.status >= 300 && res.status < 400 ? `HTTP ${res.status}: redirects are not followed` : `HTTP ${res.status}`;
    return { status: res.status, ok, gone: res.status === 410, error, durationMs: took(), responseBody: res.body };
  } catch (err) {
    return { status: null, ok: false, gone: false, error: err instanceof Error ? err.message : String(err), durationMs: took(), responseBody: null };
  }
}

export interface DeliveryRecord {
  siteUid: string;
  slot: WebhookSlotName;
  outboxId: number | null;
  messageId: string;
  type: string;
  attempt: number;
  requestBody: string;
}

// The slot's delivery log row and the site log row of one attempt; the slot keeps its newest
// DELIVERIES_KEPT rows.
export async function recordDelivery(d: DeliveryRecord, a: Attempt): Promise<void> {
  const db = await getDb();
  await db.insert(webhookDeliveries).values({
    ...d,
    requestBody: d.requestBody.slice(0, REQUEST_BODY_KEPT),
    status: a.status,
    ok: a.ok,
    error: a.error?.slice(0, 1000) ?? null,
    durationMs: a.durationMs,
    responseBody: a.responseBody?.slice(0, RESPONSE_BODY_KEPT) ?? null,
  });
  const slotRows = inSite(webhookDeliveries, d.siteUid, eq(webhookDeliveries.slot, d.slot));
  const oldestKept = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(slotRows)
    .orderBy(desc(webhookDeliveries.id))
    .offset(DELIVERIES_KEPT - 1)
    .limit(1);
  await db.delete(webhookDeliveries).where(and(slotRows, lt(webhookDeliveries.id, sql`(${oldestKept})`)));
  const outcome = a.status === null ? `failed (${a.error})` : `HTTP ${a.status}`;
  await logEvent(d.siteUid, a.ok ? 'info' : 'warn', 'webhook.delivery', `${d.type} to the ${d.slot} webhook: ${outcome} in ${a.durationMs} ms (attempt ${d.attempt})`, {
    slot: d.slot,
    type: d.type,
    messageId: d.messageId,
    attempt: d.attempt,
    status: a.status,
    ok: a.ok,
    durationMs: a.durationMs,
    error: a.error,
  });
}
