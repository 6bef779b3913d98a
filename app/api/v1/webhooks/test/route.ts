import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { testWebhook } from '@/lib/webhooks/operations';
import { TestWebhookBody } from '@/lib/webhooks/schemas';

export const POST = withContext({ access: ROLE.marketer, credential: 'bearer' }, async (ctx) => {
  const { slot } = await readJson(ctx.req, TestWebhookBody);
  return okJson({ item: await testWebhook(ctx.site.uid, slot) });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
