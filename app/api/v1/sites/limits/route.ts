import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { siteLimits } from '@/lib/sites/limits';

// Any member of the addressed site (site host or X-Site): the numbers are the same for every site,
// but the settings screen shows them for one.
export const GET = withContext({ access: ROLE.customer }, async () => okJson({ items: siteLimits() }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
