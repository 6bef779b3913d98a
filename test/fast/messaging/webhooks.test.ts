import { describe, expect, it } from 'vitest';
import { listDeliveries, putWebhooks, readWebhooks, redeliver, rotateSecret, testWebhook } from '@/lib/domains/messaging/webhooks/operations';
import { createPost } from '@/lib/domains/content/posts/operations';
import { recordDelivery } from '@/lib/domains/messaging/webhooks/send';
import { KICKS } from '../helpers/kicks';
import { expectRefused } from '../helpers/refused';
import { outboxOf } from '../helpers/rows';
import { makeSite, page } from '../helpers/world';

const { site, owner } = await makeSite();
const other = await makeSite();
// A public address as a literal: accepted without a DNS lookup, and never called (nothing is delivered).
const URL_OK = 'https://93.184.215.14/hook';
const attempt = { status: 500, ok: false, gone: false, error: null, durationMs: 3, responseBody: 'no' };

describe('webhooks', () => {
  it('each slot is made with its secret on first read, off and without a url', async () => {
    const slots = await readWebhooks(site.uid);
    expect(Object.keys(slots)).toEqual(['lead', 'post', 'order']);
    expect(slots.post).toMatchObject({ url: null, enabled: false, secret: expect.stringMatching(/^whsec_/) });
    expect((await readWebhooks(site.uid)).post.secret).toBe(slots.post.secret);
    expect((await readWebhooks(other.site.uid)).post.secret).not.toBe(slots.post.secret);
  });

  it('refuses a private address and enabling a slot without a url', async () => {
    await expectRefused(putWebhooks(site.uid, { post: { url: 'http://127.0.0.1/x' } }), 'invalid', 'post.url');
    await expectRefused(putWebhooks(site.uid, { lead: { enabled: true } }), 'invalid', 'needs a url');
    await expectRefused(testWebhook(site.uid, 'lead'), 'invalid', 'no url');
  });

  it('an enabled post slot queues the events of a post write with it, and kicks the outbox', async () => {
    expect((await putWebhooks(site.uid, { post: { url: URL_OK, enabled: true } })).post).toMatchObject({ url: URL_OK, enabled: true });
    const kicks = KICKS.count;
    await createPost(owner.caller, site.uid, { title: 'Announced', status: 1 });
    expect((await outboxOf(site.uid)).map((r) => r.topic)).toEqual(['post.created', 'post.published']);
    expect(KICKS.count).toBe(kicks + 1);
    // The other site has no webhook: its post queues nothing.
    await createPost(other.owner.caller, other.site.uid, { title: 'Quiet', status: 1 });
    expect(await outboxOf(other.site.uid)).toEqual([]);
  });

  it('rotating keeps the previous secret for the grace hours, or drops it', async () => {
    const before = (await readWebhooks(site.uid)).lead.secret;
    const rotated = await rotateSecret(site.uid, 'lead', { graceHours: 2 });
    expect(rotated.lead.secret).not.toBe(before);
    expect(rotated.lead.previousSecretExpiresAt).not.toBeNull();
    expect((await rotateSecret(site.uid, 'lead', { graceHours: 0 })).lead.previousSecretExpiresAt).toBeNull();
  });

  it('lists deliveries newest first, and redelivers an event with its message id', async () => {
    const [event] = await outboxOf(site.uid);
    await recordDelivery({ siteUid: site.uid, slot: 'post', outboxId: event!.id, messageId: event!.messageId, type: 'post.created', attempt: 1, requestBody: '{}' }, attempt);
    await recordDelivery({ siteUid: site.uid, slot: 'post', outboxId: null, messageId: 'msg_test', type: 'webhook.test', attempt: 1, requestBody: '{}' }, attempt);
    const list = await listDeliveries(site.uid, 'post', page());
    expect(list.items.map((d) => d.type)).toEqual(['webhook.test', 'post.created']);
    expect(await redeliver(site.uid, 'post', list.items[1]!.id)).toEqual({ queued: true });
    expect((await outboxOf(site.uid)).filter((r) => r.messageId === event!.messageId)).toHaveLength(2);
    await expectRefused(redeliver(site.uid, 'post', list.items[0]!.id), 'invalid', 'test send');
    await expectRefused(redeliver(site.uid, 'post', 999_999), 'not_found');
    // Another site's delivery is not ours to list or redeliver.
    expect((await listDeliveries(other.site.uid, 'post', page())).items).toEqual([]);
    await expectRefused(redeliver(other.site.uid, 'post', list.items[1]!.id), 'not_found');
  });

  it('a slot turned off redelivers nothing', async () => {
    const [d] = (await listDeliveries(site.uid, 'post', page())).items.filter((x) => x.type === 'post.created');
    await putWebhooks(site.uid, { post: { enabled: false } });
    await expectRefused(redeliver(site.uid, 'post', d!.id), 'invalid', 'turned off');
  });
});
