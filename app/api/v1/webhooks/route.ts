import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { putWebhooks, readWebhooks } from '@/lib/webhooks/operations';
import { PutWebhooksBody } from '@/lib/webhooks/schemas';

// Webhooks are integration management: a bearer token or the admin session (CONTRACT 3).
const manage = { access: ROLE.marketer, credential: 'bearer' } as const;

export const GET = withContext(manage, async (ctx) => okJson({ item: await readWebhooks(ctx.site.uid) }));

export const PUT = withContext(manage, async (ctx) => okJson({ item: await putWebhooks(ctx.site.uid, await readJson(ctx.req, PutWebhooksBody)) }));

export const { POST, PATCH, DELETE } = methodNotAllowed(['GET', 'PUT']);
