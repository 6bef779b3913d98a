import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { envelope, itemOf, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { PageQuery } from '@/lib/shared/pagination';
import { StorageQuotaBody } from '@/lib/domains/content/storage/schemas';
import {
  AvailableQuery,
  CreateSiteBody,
  DomainClaim,
  LimitView,
  MailBudgetView,
  MailTrustBody,
  OverviewView,
  SelfServeBody,
  SiteView,
  StorageUseView,
  UpdateSiteBody,
  VerifyDomainBody,
} from './schemas';

// The sites API: a caller's sites (on the platform host too), the addressed site's settings, domains,
// overview and limits, and the platform admins' approvals of one site.
// The claim gets a component of its own; its description is the view's.
const Site = SiteView.extend({ domainClaims: z.array(DomainClaim.meta({ id: 'DomainClaim' })).describe(SiteView.shape.domainClaims.description ?? '') }).meta({ id: 'Site' });
const AdminUrl = z.string().describe("the site's overview in the admin: an absolute URL on the platform's origin");
const SiteWithToken = envelope(z.object({ item: Site, token: z.string(), adminUrl: AdminUrl, text: z.string().optional() }));
const tag = 'Sites';
const host = 'any';
const path = '/api/v1/sites';
const item = `${path}/{uid}`;
// Platform admins only (the operation checks role 7), on a bearer token or the admin session.
const platformAdmin = { tag, access: 'session', credential: 'bearer', host, params: uidParam } as const;

export const sitesCollection = {
  list: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'session',
    host,
    query: PageQuery,
    ok: { status: 200, schema: listOf(Site) },
    summary: 'Sites the caller owns or belongs to (role 7+ sees all), newest first, paginated',
  }),
  // One sign-up limit for accounts and sites, so sign-up plus POST /sites cannot bypass sites/new's
  // limit; the body is read after it.
  create: defineOperation({
    method: 'POST',
    path,
    tag,
    access: 'session',
    host,
    body: CreateSiteBody,
    rawBody: true,
    rateLimited: true,
    ok: { status: 201, schema: itemOf(Site, { adminUrl: AdminUrl }) },
    summary: 'Create a site from a theme (default `blank`: one /index template); the caller gets role 5 on it (limited per client IP with sign-ups, RATE_LIMIT_SIGNUP an hour)',
    description: '`theme` names one of GET /api/v1/themes; its templates are written published, with the site, in one transaction (a theme the database refuses leaves no site).',
  }),
  // Settings and domains are bearer-only management (docs/behaviours.md#B-management-bearer).
  update: defineOperation({
    method: 'PUT',
    path,
    tag,
    access: 'admin',
    credential: 'bearer',
    body: UpdateSiteBody,
    ok: { status: 200, schema: itemOf(Site, { warnings: z.array(z.string()).optional().describe('what the owner should know of a stored change, e.g. a Stripe key stored unchecked') }) },
    summary: 'Update the addressed site',
    description:
      'A Stripe secret key (`sk_test_`, `sk_live_`, `rk_test_`, `rk_live_`) is checked with one read from Stripe before it is stored: a key Stripe refuses answers 422 and nothing is stored; when Stripe cannot be reached the key is stored and `warnings` says so. `null` removes a key (no Stripe key: the built-in test provider). Payment secrets under `settings.payments` and social sign-in clients under `settings.oauth` (`{github|google|microsoft: {clientId, clientSecret} | null}`, microsoft also `tenant`; null removes one) are write-only and never answered back. `domains` is the full list of custom domains: listed claims keep their state, unlisted ones are removed, and new ones are claimed as `pending` with a fresh token (`domainClaims[].record`). A pending domain selects nothing until POST /api/v1/sites/domains/verify proves it; a domain active on another site may be claimed too (its proven owner takes it over). The platform host and its subdomains answer 422.',
  }),
};

// Any member; the operation leaves out what the caller's role may not read.
export const siteOverview = {
  read: defineOperation({
    method: 'GET',
    path: `${path}/overview`,
    tag,
    access: 'customer',
    ok: { status: 200, schema: itemOf(OverviewView) },
    summary: "The addressed site's overview: counts, today's views, recent leads and orders, getting-started steps",
    description:
      'Each part is answered only to a role that has its own screen (posts and products 2+, orders, leads and views 3+, members, the domain and payments steps 5+); the others are left out of the answer.',
  }),
};

// Each DNS query is limited per site.
export const siteDomainVerify = {
  verify: defineOperation({
    method: 'POST',
    path: `${path}/domains/verify`,
    tag,
    access: 'admin',
    credential: 'bearer',
    body: VerifyDomainBody,
    rateLimited: true,
    ok: { status: 200, schema: itemOf(Site) },
    summary: "Prove the addressed site's claim on a custom domain through DNS",
    description:
      "Looks up the TXT records of `_site-platform-challenge.<domain>`; one equal to `site-platform-verification=<token>` (the claim's `record`) makes the claim `active`, and any other site's active claim on the domain goes back to `pending`. Not found, or a DNS failure or timeout (3 s): 422 naming the record to publish. No claim on the domain by this site: 404. Limited to 20 calls a minute per site.",
  }),
};

// The query is read after the rate limit: a flood of malformed names is limited too.
export const sitesAvailable = {
  check: defineOperation({
    method: 'GET',
    path: `${path}/available`,
    tag,
    access: 'public',
    host,
    query: AvailableQuery,
    rawQuery: true,
    rateLimited: true,
    ok: { status: 200, schema: envelope(z.object({ subdomain: z.string(), available: z.boolean() })) },
    summary: 'Whether a subdomain is free; malformed or reserved answers 422',
  }),
};

// The body is read after the rate limit.
export const sitesNew = {
  create: defineOperation({
    method: 'POST',
    path: `${path}/new`,
    tag,
    access: 'public',
    host,
    body: SelfServeBody,
    rawBody: true,
    rateLimited: true,
    ok: { status: 201, schema: SiteWithToken },
    summary: 'Self-serve sign-up: a new user and their site, with a token minted on it',
    description: 'On the platform host, from its own origin, also sets the admin_session cookie (as login does).',
  }),
};

// Any member of the addressed site (site host or X-Site) reads the limits; the storage use those who
// upload (role 3+, the files screen); the mail budget's use only its admins (role 5+, the settings).
export const siteLimits = {
  read: defineOperation({
    method: 'GET',
    path: `${path}/limits`,
    tag,
    access: 'customer',
    ok: {
      status: 200,
      schema: envelope(
        z.object({
          items: z.array(LimitView.meta({ id: 'Limit' })),
          storage: StorageUseView.meta({ id: 'StorageUse' }).optional().describe('the storage quota in force and its use; answered to role 3+ only (those who upload)'),
          mail: MailBudgetView.meta({ id: 'MailBudget' }).optional().describe('the mail budget in force and its use in the current hour and day; answered to role 5+ only'),
        }),
      ),
    },
    summary: 'The limits that apply to the addressed site, stated plainly',
    description:
      "Render time, memory and output size, loop and collection sizes, fetches per render with their timeout and size, page cache lifetime, body size cap, export cap, the storage quota (`storage.quotaBytes`) and upload size, rate limits and the site's mail budget (`mail.perHour`, `mail.perDay`: small until the platform trusts the site), each {name, value, unit, description}, read from the running configuration. Any member of the site; role 3+ also get `storage`, the quota's use (stored bytes and bytes set aside by unused upload URLs); role 5+ also get `mail`, the budget's use: a mail past it is not sent, and the first one past it in a window writes a `mail.over_budget` row to the site log.",
  }),
};

export const siteItem = {
  read: defineOperation({ method: 'GET', path: item, tag, access: 'session', host, params: uidParam, ok: { status: 200, schema: itemOf(Site) }, summary: 'Read a site the caller belongs to' }),
  remove: defineOperation({
    method: 'DELETE',
    path: item,
    tag,
    access: 'session',
    ownerOr: 'superAdmin',
    credential: 'bearer',
    host,
    params: uidParam,
    ok: { status: 200, schema: textOnly },
    summary: 'Delete a site (owner or role 7+)',
  }),
};

export const siteMailTrust = {
  set: defineOperation({
    method: 'PUT',
    path: `${item}/mail-trust`,
    ...platformAdmin,
    body: MailTrustBody,
    ok: { status: 200, schema: itemOf(Site) },
    summary: "Trust a site's mail, or withdraw that (platform admins, role 7+)",
    description:
      'Until the platform trusts a site (this approval, or a proven custom domain), its own words (mail templates, product titles, its name) are mailed only to addresses that proved themselves, and its mail budget is the small one (MAIL_BUDGET_HOUR, MAIL_BUDGET_DAY). Anyone but a platform admin: 403; an unknown site: 404. The site view answers `mailTrusted`.',
  }),
};

export const siteStorageQuota = {
  set: defineOperation({
    method: 'PUT',
    path: `${item}/storage-quota`,
    ...platformAdmin,
    body: StorageQuotaBody,
    ok: { status: 200, schema: itemOf(StorageUseView) },
    summary: "Set one site's storage quota (platform admins, role 7+)",
    description:
      'Instead of STORAGE_QUOTA_BYTES; null goes back to it. A quota below the current use deletes nothing: uploads are refused (413) until files are deleted. Anyone but a platform admin: 403; an unknown site: 404. Answers the quota and its use; writes a `storage.quota` row to the site log.',
  }),
};

export const siteSwitch = {
  // A token on another of the caller's sites: bearer-only, as it hands out a credential.
  switch: defineOperation({
    method: 'POST',
    path: `${item}/switch`,
    ...platformAdmin,
    ok: { status: 200, schema: SiteWithToken },
    summary: "Mint a token on another of the caller's sites",
  }),
};

export const sitesApi = [sitesCollection, siteOverview, siteDomainVerify, sitesAvailable, sitesNew, siteLimits, siteItem, siteMailTrust, siteStorageQuota, siteSwitch];
