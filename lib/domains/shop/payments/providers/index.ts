import type { OrderRow } from '@/lib/domains/shop/orders/view';
import type { PaymentSecrets } from '../secrets';
import { providerPageUrl, type SiteForUrls } from '../urls';

type ProviderName = 'stripe' | 'test';

export interface PaymentProvider {
  name: ProviderName;
  // Where the buyer goes to pay. Never a network call: checkout must answer without the provider.
  checkoutUrl(order: Pick<OrderRow, 'uid'>, site: SiteForUrls): Promise<string>;
}

// Both go to a page of the platform first: for Stripe that page makes the Checkout Session when the
// buyer arrives (lib/domains/shop/payments/providers/stripe.ts), the test one is the payment page itself.
const pageProvider = (name: ProviderName): PaymentProvider => ({ name, checkoutUrl: async (order, site) => providerPageUrl(site, name, order.uid) });

const PROVIDERS: Record<ProviderName, PaymentProvider> = { stripe: pageProvider('stripe'), test: pageProvider('test') };

// Stripe when the site has its secret key, else the built-in test provider.
export const providerFor = (secrets: PaymentSecrets): PaymentProvider => PROVIDERS[secrets.stripeSecretKey ? 'stripe' : 'test'];
