import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { mailBudgetUse } from '@/lib/mail/budget';
import { siteLimits } from '@/lib/sites/limits';
import { storageUse } from '@/lib/storage/quota';

// Any member of the addressed site (site host or X-Site) reads the limits; the storage use those who
// upload (role 3+, the files screen); the mail budget's use (how busy the site is) only its admins
// (role 5+, who see the settings screen).
export const GET = withContext({ access: ROLE.customer }, async (ctx) => {
  const storage = await storageUse(ctx.site.uid);
  return okJson({
    items: siteLimits(ctx.site, storage.quotaBytes),
    ...(ctx.role >= ROLE.marketer ? { storage } : {}),
    ...(ctx.role >= ROLE.admin ? { mail: await mailBudgetUse(ctx.site) } : {}),
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
