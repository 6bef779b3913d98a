import { log } from '@/lib/shared/server-log';
import { tenantForHost } from '@/lib/shared/tenancy/site-lookup';
import { cartIdFromCookies } from './cookie';
import { mergeSessionCartInto } from './operations';

// The one hook of every sign-in (password, mailed code, sign-up, social; lib/http/issued-response.ts
// and lib/http/social-answers.ts call it): on a site host, the visitor's session cart (cart_id
// cookie) joins the user's cart there. The platform host has no carts. It never fails a sign-in: a
// merge that cannot be done (mixed currencies, a database hiccup) is logged and the carts stay as
// they were.
export async function mergeCartAtSignIn(headers: Headers, userUid: string): Promise<void> {
  const cartId = cartIdFromCookies(headers.get('cookie'));
  if (!cartId) return;
  try {
    const tenant = await tenantForHost(headers.get('host'));
    if (tenant.kind !== 'site') return;
    await mergeSessionCartInto(tenant.site.uid, userUid, cartId);
  } catch (err) {
    log.warn({ err }, 'merging the session cart at sign-in failed');
  }
}
