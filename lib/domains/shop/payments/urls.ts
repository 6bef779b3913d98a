import { isSafeSettingPath } from '@/lib/domains/platform/sites/url-setting';
import { canonicalOrigin } from '@/lib/shared/tenancy/canonical-origin';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { orderToken } from './token';

export type SiteForUrls = Pick<SiteRef, 'uid' | 'subdomain' | 'settings'>;

const withQuery = (base: string, query: Record<string, string>) => `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

// The site's order confirmation page (setting `orderConfirmationUrl`, a same-site path; default /order)
// with the order's uid and access token, so a guest's page can read the order.
export function confirmationUrl(site: SiteForUrls, orderUid: string): string {
  const setting = site.settings.orderConfirmationUrl;
  const path = typeof setting === 'string' && isSafeSettingPath(setting) ? setting : '/order';
  return withQuery(`${canonicalOrigin(site)}${path}`, { uid: orderUid, token: orderToken(site.uid, orderUid) });
}

// A provider's page of the platform for this order: /payments/<provider>/<uid>?token=…
export const providerPageUrl = (site: SiteForUrls, provider: 'stripe' | 'test', orderUid: string): string =>
  withQuery(`${canonicalOrigin(site)}/payments/${provider}/${orderUid}`, { token: orderToken(site.uid, orderUid) });

export const cartUrl = (site: SiteForUrls): string => `${canonicalOrigin(site)}/cart`;
