import { routeOf } from '@/lib/api/route-of';
import { ROLE } from '@/lib/auth/roles';
import { mailBudgetUse } from '@/lib/mail/budget';
import { siteLimits as limitsOf } from '@/lib/sites/limits';
import { siteLimits } from '@/lib/sites/api';
import { storageUse } from '@/lib/storage/quota';

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
