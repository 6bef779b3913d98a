import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logWords } from '@/lib/admin/logs';
import { pluginChanged, pluginFormValues, pluginPayload } from '@/lib/admin/plugin-form';
import { patchedStripeSecrets } from '@/lib/domains/shop/payments/stripe-settings';
import { STRIPE_SECRET_KEY } from '@/lib/domains/platform/sites/schemas';
import { keepsPreviousPage, pagedListKey } from '@/lib/admin/query-keys';
import { CreatePluginBody, UpdatePluginBody, type PluginView } from '@/lib/domains/messaging/plugins/schemas';

// The two bug classes of issue 25: a query key that leaves out an input of its fetch (one list's rows
// cached or shown as another's), and a form that sends back what it read (read-only fields, a 422).
describe('admin list keys', () => {
  it('hold the path and every parameter of the fetch', () => {
    const lead = pagedListKey('s1', 'webhooks', '/webhooks/lead/deliveries', { page: 1 });
    const post = pagedListKey('s1', 'webhooks', '/webhooks/post/deliveries', { page: 1 });
    expect(lead).not.toEqual(post);
    expect(pagedListKey('s1', 'plugins', '/plugins/a/logs', { page: 1 })).not.toEqual(pagedListKey('s1', 'plugins', '/plugins/b/logs', { page: 1 }));
    expect(pagedListKey('s1', 'orders', '/orders', { page: 1, status: 'paid' })).not.toEqual(pagedListKey('s1', 'orders', '/orders', { page: 1 }));
    expect(pagedListKey('s1', 'orders', '/orders', { page: 2 })).not.toEqual(pagedListKey('s1', 'orders', '/orders', { page: 1 }));
    expect(pagedListKey('s1', 'orders', '/orders', {})).not.toEqual(pagedListKey('s2', 'orders', '/orders', {}));
    // Under the resource's key, so a write to the resource refetches it.
    expect(lead.slice(0, 3)).toEqual(['site', 's1', 'webhooks']);
  });

  it('keep the previous page on screen only for the same list', () => {
    const runsOfA = (page: number) => pagedListKey('s1', 'plugins', '/plugins/a/logs', { page });
    const runsOfB = pagedListKey('s1', 'plugins', '/plugins/b/logs', { page: 1 });
    expect(keepsPreviousPage(runsOfA(1), runsOfA(2))).toBe(true);
    expect(keepsPreviousPage(runsOfA(1), runsOfB)).toBe(false);
    expect(keepsPreviousPage(pagedListKey('s2', 'plugins', '/plugins/a/logs', { page: 1 }), runsOfA(1))).toBe(false);
    expect(keepsPreviousPage(undefined, runsOfA(1))).toBe(false);
  });
});

describe('admin form payloads', () => {
  const stored: z.infer<typeof PluginView> = {
    uid: 'p1',
    name: 'Tagger',
    code: 'function lead_received() { return {}; }',
    hooks: ['lead_received'],
    timeoutMs: 200,
    memoryMb: 32,
    enabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('a stored plugin edited in the form is a body the strict update schema takes', () => {
    const body = pluginPayload({ ...pluginFormValues(stored), name: ' Tagger 2 ' });
    expect(Object.keys(body).sort()).toEqual(['code', 'enabled', 'hooks', 'memoryMb', 'name', 'timeoutMs']);
    expect(UpdatePluginBody.safeParse(body).success).toBe(true);
    expect(CreatePluginBody.safeParse(body).success).toBe(true);
    expect(body.name).toBe('Tagger 2');
  });

  it('the form values of a stored plugin hold no read-only field, even when spread from the view', () => {
    const values = pluginFormValues({ ...stored, extra: 'x' } as typeof stored);
    expect(values).not.toHaveProperty('uid');
    expect(values).not.toHaveProperty('createdAt');
    expect(values).not.toHaveProperty('extra');
  });

  it('tells an edited plugin from the stored one', () => {
    expect(pluginChanged(pluginFormValues(stored), stored)).toBe(false);
    expect(pluginChanged({ ...pluginFormValues(stored), code: 'function lead_received() { return { a: 1 }; }' }, stored)).toBe(true);
  });
});

describe('words, not ids (the activity log)', () => {
  const base = { message: 'PUT /api/v1/posts/p1', data: { actor: 'u1', target: 'p1' }, actorName: 'Wanda Writer', targetName: 'Harvest notes' };
  it('says who changed which record by name', () => {
    expect(logWords({ ...base, kind: 'activity.posts.update' })).toBe('Wanda Writer updated post “Harvest notes”');
    expect(logWords({ ...base, kind: 'activity.templates.restore', targetName: null })).toBe('Wanda Writer restored template');
    expect(logWords({ ...base, kind: 'activity.users.update', actorName: null, targetName: 'Mo' })).toBe('Someone updated member “Mo”');
  });
  it('names an order by its number and its total as money, never minor units', () => {
    const row = {
      kind: 'order.paid',
      message: 'Order abcdefgh12345678 paid: paid, 1650 EUR',
      data: { uid: 'abcdefgh12345678', status: 'paid', total: 1650, currency: 'EUR', flags: [] },
      actorName: null,
      targetName: null,
    };
    const words = logWords(row);
    expect(words).toMatch(/^Order #abcdefgh paid: €16\.50$/);
    expect(words).not.toContain('1650');
  });
  it('keeps the message of any other row', () => {
    expect(logWords({ kind: 'webhook.delivery', message: 'lead.received to the lead webhook: 200', data: {}, actorName: null, targetName: null })).toBe('lead.received to the lead webhook: 200');
  });
});

describe('Stripe keys', () => {
  it('takes only the formats Stripe issues', () => {
    for (const good of ['sk_test_51Habc', 'sk_live_abc123', 'rk_test_abc', 'rk_live_ABC_def']) expect(STRIPE_SECRET_KEY.test(good), good).toBe(true);
    for (const bad of ['hello', 'pk_test_abc', 'sk_prod_abc', 'sk_test_', 'sk_test_a b', 'whsec_abc', ' sk_test_abc']) expect(STRIPE_SECRET_KEY.test(bad), bad).toBe(false);
  });
  it('a null removes a stored key, other keys are kept', () => {
    expect(patchedStripeSecrets({ secretKey: 'sk_test_a', webhookSecret: 'whsec_b' }, { secretKey: null })).toEqual({ webhookSecret: 'whsec_b' });
    expect(patchedStripeSecrets({ secretKey: 'sk_test_a' }, { webhookSecret: 'whsec_c' })).toEqual({ secretKey: 'sk_test_a', webhookSecret: 'whsec_c' });
    expect(patchedStripeSecrets(undefined, { secretKey: null, webhookSecret: null })).toEqual({});
  });
});
