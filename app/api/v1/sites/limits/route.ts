import { routeOf } from '@/lib/api/route-of';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { mailBudgetUse } from '@/lib/domains/messaging/mail/budget';
import { siteLimits as limitsOf } from '@/lib/domains/platform/sites/limits';
import { siteLimits } from '@/lib/domains/platform/sites/api';
import { storageUse } from '@/lib/domains/content/storage/quota';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(siteLimits, {
  read: async (ctx) => {
    const storage = await storageUse(ctx.site.uid);
    return {
      items: limitsOf(ctx.site, storage.quotaBytes),
      ...(ctx.role >= ROLE.marketer ? { storage } : {}),
      ...(ctx.role >= ROLE.admin ? { mail: await mailBudgetUse(ctx.site) } : {}),
    };
  },
});
