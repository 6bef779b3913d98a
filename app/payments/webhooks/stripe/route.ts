import { readCappedBytes } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { withContext } from '@/lib/http/route';
import { receiveEvent } from '@/lib/domains/shop/payments/webhook';

// docs/behaviours.md#B-stripe-webhook: the signature covers the raw bytes, so the body is read as text and never re-serialized.
// No session credential is read: the signature is the whole authorization.
export const POST = withContext({ access: 'public', credential: 'none', idempotency: false }, async (ctx) => {
  const raw = (await readCappedBytes(ctx.req)).toString('utf8');
  await receiveEvent(ctx.site, raw, ctx.req.headers.get('stripe-signature'));
  return okJson({ received: true });
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
