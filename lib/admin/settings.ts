'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailBudgetView, StorageUseView } from '@/lib/domains/platform/sites/schemas';
import { STRIPE_SECRET_KEY, type SiteView, type UpdateSiteBody } from '@/lib/domains/platform/sites/schemas';
import { siteDomainVerify, siteItem, siteLimits, sitesCollection } from '@/lib/domains/platform/sites/api';
import { member, members, myMembership } from '@/lib/domains/accounts/users/api';
import type { MemberView } from '@/lib/domains/accounts/users/schemas';
import { call } from './call';
import { useListOf } from './crud';
import { adminKeys } from './query-keys';
import { useAdminSite } from './site-context';

export type Member = z.infer<typeof MemberView>;

// The full site (settings, domain claims with their DNS records for role 5+) under the key the shell
// reads it from, so a rename shows in the header at once: adminKeys.item(site, 'site', site).
export function useSiteSettings() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.item(site, 'site', site),
    queryFn: async ({ signal }) => (await call(siteItem.read, { signal, params: { uid: site } })).item,
  });
}

// What PUT /sites answers: the site and, when a change needs the owner's eye, warnings.
type SiteWritten = { item: SiteView; warnings?: string[] };

function useSiteWrite<V>(write: (site: string, vars: V) => Promise<SiteWritten>) {
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
type SiteChange = z.input<typeof UpdateSiteBody>;
export const useUpdateSite = () => useSiteWrite((site, body: SiteChange) => call(sitesCollection.update, { site, body }));

// The Stripe keys are write-only: only what was typed is sent, and the site answers back just which
// secrets are set (secretsSet), never a value. null removes a key: without a secret key the site is in
// test mode (the built-in test provider).
// A type, not an interface: the settings body takes JSON values, which an interface is not known to be.
export type StripeKeys = { secretKey?: string | null; webhookSecret?: string | null };
export const useSavePaymentKeys = () => useSiteWrite((site, stripe: StripeKeys) => call(sitesCollection.update, { site, body: { settings: { payments: { stripe } } } }));
export const REMOVE_STRIPE_KEYS: StripeKeys = { secretKey: null, webhookSecret: null };
// The format Stripe's secret and restricted keys have (the server checks it too, then asks Stripe).
export const looksLikeStripeKey = (key: string) => STRIPE_SECRET_KEY.test(key.trim());

export const PAYMENT_SECRETS = { secretKey: 'payments.stripe.secretKey', webhookSecret: 'payments.stripe.webhookSecret' } as const;

// Where Stripe sends its events for this site: the owner pastes it into Stripe's dashboard.
export const stripeWebhookUrl = (origin: string) => `${origin}/payments/webhooks/stripe`;

export const useVerifyDomain = () => useSiteWrite((site, domain: string) => call(siteDomainVerify.verify, { site, body: { domain } }));

// Keys: adminKeys.list(site, 'members', {query, path}).
export const useMembers = (page: number) => useListOf('members', members.list, { query: { page, page_size: 50 } });

export function useGrantRole() {
  const site = useAdminSite().uid;
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: number }) => call(member.grant, { site, params: { uid }, body: { role } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'members') }),
  });
}

// The signed-in user's own membership of a site (role, staff mails on or off, the role they go to).
// Takes the site as an argument: the account screen shows it for each of the user's sites. Key:
// adminKeys.item(site, 'members', 'me').
export function useMyMembership(site: string) {
  return useQuery({
    queryKey: adminKeys.item(site, 'members', 'me'),
    // null: the signed-in account reaches the site without a membership (a platform admin).
    queryFn: async ({ signal }) => (await call(myMembership.read, { site, signal })).item,
  });
}
export function useSetStaffMail(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (staffMail: boolean) => (await call(myMembership.update, { site, body: { staffMail } })).item,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'members') }),
  });
}
// Who gets the staff mails: role 3 (marketer, the least that sees orders and leads) up to 5.
export const STAFF_MAIL_ROLES = [5, 4, 3];

export type MailBudget = z.infer<typeof MailBudgetView>;
export type StorageUse = z.infer<typeof StorageUseView>;

// Key: adminKeys.resource(site, 'limits'). `storage`: the storage quota's use (answered to role 3+);
// `mail`: the mail budget's use (answered to role 5+).
export function useSiteLimits() {
  const site = useAdminSite().uid;
  return useQuery({
    queryKey: adminKeys.resource(site, 'limits'),
    queryFn: ({ signal }) => call(siteLimits.read, { site, signal }),
    staleTime: 60_000,
  });
}
