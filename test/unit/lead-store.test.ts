import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db/pglite-files.mjs';
import * as schema from '@/db/schema';
import { storeLead } from '@/lib/domains/messaging/leads/store';
import { setBridgeSlot } from '@/lib/shared/process-singleton';
import { enqueueWebhookEvent } from '@/lib/domains/messaging/webhooks/events';

// A lead's write and what it queues, on an embedded database of its own (the process's database
// handle): one statement unless a staff mail may be due, and a word on whether anything was queued,
// so the outbox worker is kicked (a claim) only then. test/integration/owner-screens.test.ts and
// webhooks.test.ts see the mails and deliveries over HTTP.
const client = new PGlite({ extensions: await pgliteExtensions() });
const outboxRows = async (site: string) => (await client.query<{ kind: string; topic: string }>(`select kind, topic from outbox where site_uid = $1 order by id`, [site])).rows;

beforeAll(async () => {
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: 'db/migrations' });
  // The handle db/client.ts would open; closed by this file, not by a server's stop.
  setBridgeSlot('db', Promise.resolve({ db, close: async () => {} }));
  await client.exec(`
    insert into sites (uid, subdomain, name) values ('quiet', 'quiet', 'Quiet'), ('hooked', 'hooked', 'Hooked'), ('staffed', 'staffed', 'Staffed');
    insert into webhook_slots (site_uid, slot, url, enabled, secret) values ('hooked', 'lead', 'https://example.test/hook', true, 'whsec_x'), ('quiet', 'lead', 'https://example.test/off', false, 'whsec_y');
    insert into users (uid, email, email_verified_at) values ('owner', 'owner@example.test', now());
    insert into memberships (site_uid, user_uid, role) values ('staffed', 'owner', 5);
  `);
}, 60_000);
afterAll(async () => {
  setBridgeSlot('db', undefined);
  await client.close();
});

describe('storing a lead', () => {
  const body = { form: 'contact', data: { name: 'Ann' } };

  it('queues nothing on a site without a webhook that delivers or staff to mail, and says so', async () => {
    const { lead, queued } = await storeLead('quiet', null, body);
    expect(queued).toBe(false);
    expect((await client.query(`select form, data from leads where uid = $1`, [lead.uid])).rows).toEqual([{ form: 'contact', data: { name: 'Ann' } }]);
    expect(await outboxRows('quiet')).toEqual([]);
  });

  it("queues the event of a site's lead webhook with the lead, in the same statement", async () => {
    const { lead, queued } = await storeLead('hooked', null, body);
    expect(queued).toBe(true);
    expect(await outboxRows('hooked')).toEqual([{ kind: 'webhook', topic: 'lead.received' }]);
    expect((await client.query(`select count(*)::int as n from leads where uid = $1`, [lead.uid])).rows).toEqual([{ n: 1 }]);
  });

  it('takes the transaction when a member may be mailed: the lead and the staff mail', async () => {
    const { queued } = await storeLead('staffed', null, body);
    expect(queued).toBe(true);
    expect(await outboxRows('staffed')).toEqual([{ kind: 'mail', topic: 'staff.lead' }]);
    expect((await client.query(`select count(*)::int as n from leads where site_uid = 'staffed'`)).rows).toEqual([{ n: 1 }]);
  });

  it('answers whether a webhook event was queued', async () => {
    await client.exec(`insert into webhook_slots (site_uid, slot, url, enabled, secret) values ('hooked', 'post', null, true, 'whsec_z')`);
    const db = drizzle(client, { schema });
    expect(await enqueueWebhookEvent(db, 'hooked', 'lead.received', {})).toBe(true);
    expect(await enqueueWebhookEvent(db, 'hooked', 'post.created', {})).toBe(false);
    expect(await enqueueWebhookEvent(db, 'quiet', 'lead.received', {})).toBe(false);
  });
});
