import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { mailBudgetUse } from '@/lib/mail/budget';
import { siteLimits } from '@/lib/sites/limits';

// Any member of the addressed site (site host or X-Site) reads the limits; the mail budget's use (how
// busy the site is) only its admins (role 5+, who see the settings screen).
export const GET = withContext({ access: ROLE.customer }, async (ctx) => okJson({ items: siteLimits(ctx.site), ...(ctx.role >= ROLE.admin ? { mail: await mailBudgetUse(ctx.site) } : {}) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
