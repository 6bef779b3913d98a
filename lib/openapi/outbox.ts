import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { document, envelope } from './common';

// The outbox's serverless drain (lib/domains/messaging/outbox/cron.ts).
export function registerOutbox(r: OpenAPIRegistry): void {
  document(r, {
    method: 'get',
    path: '/api/v1/internal/outbox/drain',
    tag: 'Internal',
    access: 'cronSecret',
    hosts: 'any',
    ok: { status: 200, schema: envelope(z.object({ delivered: z.number().int().describe('outbox rows run by this call'), pruned: z.number().int().describe('old delivered or dead rows removed') })) },
    summary: 'Deliver what the outbox holds due (Vercel Cron)',
    description:
      "For deployments without a long-lived process (Vercel): vercel.json calls it every minute. Runs due webhook deliveries and mail for up to 25 s, then prunes old rows. Answers on any host, the platform's or a deployment URL.",
  });
}
