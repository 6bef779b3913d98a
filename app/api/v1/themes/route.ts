import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { listThemes } from '@/lib/themes/catalogue';

// The themes a site may start from or apply: the platform's, the same for everyone.
export const GET = withContext({ access: 'public', host: 'any' }, async () => okJson({ items: await listThemes() }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
