import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/shared/env';

// The outbox's fair shares (lib/domains/messaging/outbox/claim.ts): slots per lane and process, caps per site and owner.
describe('OUTBOX_{WEBHOOK,MAIL}_{SLOTS,PER_SITE,PER_OWNER}', () => {
  it('defaults to 32 webhook slots, 4 per site, 8 per owner; 8 mail slots, 2 per site, 4 per owner', () => {
    expect(parseEnv({})).toMatchObject({
      OUTBOX_WEBHOOK_SLOTS: 32,
      OUTBOX_WEBHOOK_PER_SITE: 4,
      OUTBOX_WEBHOOK_PER_OWNER: 8,
      OUTBOX_MAIL_SLOTS: 8,
      OUTBOX_MAIL_PER_SITE: 2,
      OUTBOX_MAIL_PER_OWNER: 4,
    });
  });

  it('refuses a share that is no positive integer, or a site share above its owner share, naming the variable', () => {
    expect(() => parseEnv({ OUTBOX_WEBHOOK_SLOTS: '0' })).toThrow(/OUTBOX_WEBHOOK_SLOTS/);
    expect(() => parseEnv({ OUTBOX_MAIL_PER_SITE: 'two' })).toThrow(/OUTBOX_MAIL_PER_SITE/);
    expect(() => parseEnv({ OUTBOX_WEBHOOK_PER_SITE: '9' })).toThrow(/OUTBOX_WEBHOOK_PER_SITE \(9\) may not be above OUTBOX_WEBHOOK_PER_OWNER \(8\)/);
    expect(() => parseEnv({ OUTBOX_MAIL_PER_OWNER: '1' })).toThrow(/OUTBOX_MAIL_PER_SITE \(2\) may not be above OUTBOX_MAIL_PER_OWNER \(1\)/);
    expect(parseEnv({ OUTBOX_WEBHOOK_PER_SITE: '8' }).OUTBOX_WEBHOOK_PER_SITE).toBe(8);
  });
});
