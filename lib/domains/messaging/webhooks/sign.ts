import { createHmac } from 'node:crypto';

// Standard Webhooks (docs/behaviours.md#B-webhook-signature): `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the
// base64 part of a `whsec_` secret; one entry per secret, space-separated (a rotation's grace period).
function signatureHeader(secrets: string[], messageId: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}

export function webhookHeaders(secrets: string[], messageId: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'site-platform-webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(secrets, messageId, timestamp, body),
  };
}
