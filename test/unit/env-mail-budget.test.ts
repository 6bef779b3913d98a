import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/shared/env';

// The mail budgets of sites (lib/domains/messaging/mail/budget.ts): small for new sites, larger for trusted ones.
describe('MAIL_BUDGET_*', () => {
  it('defaults to 30 an hour and 100 a day, 500 and 5,000 for trusted sites', () => {
    expect(parseEnv({})).toMatchObject({ MAIL_BUDGET_HOUR: 30, MAIL_BUDGET_DAY: 100, MAIL_BUDGET_TRUSTED_HOUR: 500, MAIL_BUDGET_TRUSTED_DAY: 5000 });
  });

  it('refuses a budget that is no positive integer, or an hour above its day, naming the variable', () => {
    expect(() => parseEnv({ MAIL_BUDGET_HOUR: '0' })).toThrow(/MAIL_BUDGET_HOUR/);
    expect(() => parseEnv({ MAIL_BUDGET_DAY: 'lots' })).toThrow(/MAIL_BUDGET_DAY/);
    expect(() => parseEnv({ MAIL_BUDGET_HOUR: '200' })).toThrow(/MAIL_BUDGET_HOUR \(200\) may not be above MAIL_BUDGET_DAY \(100\)/);
    expect(() => parseEnv({ MAIL_BUDGET_TRUSTED_DAY: '100' })).toThrow(/MAIL_BUDGET_TRUSTED_HOUR/);
  });
});
