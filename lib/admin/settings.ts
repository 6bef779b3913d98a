'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailBudgetView } from '@/lib/sites/limits';
import type { SiteView } from '@/lib/sites/schemas';
import type { MemberView } from '@/lib/users/schemas';
import { api } from './api';
import { usePage } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Member = z.infer<typeof MemberView>;
export interface SiteLimit {
  name: string;
  value: number | string | null;
  unit?: string | null;
  description?: string | null;
}

// The full site (settings, domain claims with their DNS records for role 5+) under the key the shell
// reads it from, so a rename shows in the header at once: adminKeys.item(site, 'site', site).
export function useSiteSettings() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'site', site),
    queryFn: async ({ signal }) => (await api<{ item: SiteView }>(`/sites/${encodeURIComponent(site)}`, { signal })).item as SiteView & Record<string, unknown>,
  });
}

function useSiteWrite<V>(write: (site: string, vars: V) => Promise<{ item: SiteView }>) {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(site, vars),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.item(site, 'site', site) });
      await client.invalidateQueries({ queryKey: adminKeys.sites() });
    },
  });
}

// PUT /sites with X-Site: name, the full list of custom domains, or settings (merged by the server).
export const useUpdateSite = () =>
  useSiteWrite((site, body: { name?: string; domains?: string[]; settings?: Record<string, unknown> }) => api<{ item: SiteView }>('/sites', { site, method: 'PUT', body }));

// The Stripe keys are write-only: only what was typed is sent, and the site answers back just which
// secrets are set (secretsSet), never a value.
export interface StripeKeys {
  secretKey?: string;
  webhookSecret?: string;
}
export const useSavePaymentKeys = () => useSiteWrite((site, stripe: StripeKeys) => api<{ item: SiteView }>('/sites', { site, method: 'PUT', body: { settings: { payments: { stripe } } } }));

export const PAYMENT_SECRETS = { secretKey: 'payments.stripe.secretKey', webhookSecret: 'payments.stripe.webhookSecret' } as const;

// Where Stripe sends its events for this site: the owner pastes it into Stripe's dashboard.
export const stripeWebhookUrl = (origin: string) => `${origin}/payments/webhooks/stripe`;

export const useVerifyDomain = () => useSiteWrite((site, domain: string) => api<{ item: SiteView }>('/sites/domains/verify', { site, method: 'POST', body: { domain } }));

// Keys: adminKeys.list(site, 'members', {page}).
export const useMembers = (page: number) => usePage<Member>('members', '/users', { page, page_size: 50 });

export function useGrantRole() {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: number }) => api(`/users/${encodeURIComponent(uid)}`, { site, method: 'PUT', body: { role } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'members') }),
  });
}

export type MailBudget = z.infer<typeof MailBudgetView>;

// Key: adminKeys.resource(site, 'limits'). `mail`: the mail budget's use (answered to role 5+).
export function useSiteLimits() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.resource(site, 'limits'),
    queryFn: ({ signal }) => api<{ items: SiteLimit[]; mail?: MailBudget }>('/sites/limits', { site, signal }),
    staleTime: 60_000,
  });
}
