import { z } from 'zod';
import { Email, Password, PersonName } from '@/lib/domains/accounts/auth/schemas';
import { OAuthSecrets } from '@/lib/domains/accounts/auth/social/schemas';
import { ThemeName } from '@/lib/domains/content/themes/schemas';
import { PATH_SETTINGS, SettingPath, SettingUrl, URL_SETTINGS } from './url-setting';

const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', 'app', 'auth', 'mail', 'static'] as const;

const Subdomain = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/, '3 to 63 of a-z, 0-9 and -, not starting or ending with -')
  .refine((s) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(s), 'this name is reserved');

export const SiteName = z.string().trim().min(1).max(120);

export const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'a domain name such as shop.example.com');

// A Stripe secret or restricted key as Stripe issues them; anything else would only fail at checkout.
export const STRIPE_SECRET_KEY = /^(sk|rk)_(test|live)_[0-9A-Za-z_]{3,490}$/;
const StripeSecretKey = z
  .string()
  .trim()
  .regex(STRIPE_SECRET_KEY, 'a Stripe secret key: sk_test_…, sk_live_… (or a restricted key, rk_test_… / rk_live_…) from Stripe’s dashboard')
  .describe('checked with Stripe (one read) before it is stored when Stripe can be reached; null removes it (back to the built-in test provider)');

// Write-only: stored apart from public settings and never answered back. null removes a key.
const PaymentSecrets = z.strictObject({
  stripe: z.strictObject({ secretKey: StripeSecretKey.nullable().optional(), webhookSecret: z.string().trim().min(1).max(500).nullable().optional() }).optional(),
});

// URL-valued settings end up in links and Location headers: only same-site paths or https URLs
// (null removes a setting).
const urlSettings = Object.fromEntries(URL_SETTINGS.map((key) => [key, SettingUrl.nullable().optional()]));
// Auth mail landing pages: same-site paths only (they receive a one-time secret in the link).
const pathSettings = Object.fromEntries(PATH_SETTINGS.map((key) => [key, SettingPath.nullable().optional()]));
// Where posts live (`postPath`, `/blog/:slug` unless set) and products (`productPath`, `/products/:slug`): a plain path, joined to the site's origin in feeds and sitemaps.
const PostPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/(?!\/)[^\s\\?#]*$/, 'a path starting with / such as /blog/:slug')
  .nullable();
// `allowSignup: false` closes self-service accounts on the site (lib/domains/platform/sites/signup-policy.ts). `oauth`:
// the site's own social sign-in clients, write-only like `payments` (lib/domains/accounts/auth/social/schemas.ts).
// `orderConfirmationUrl`: the page a paid checkout lands on (`?uid=&token=` appended; default /order).
// `staffMailRole`: who of the staff is mailed about new orders and leads (lib/domains/messaging/notifications/staff-mail.ts).
const SiteSettings = z
  .object({
    payments: PaymentSecrets.optional(),
    oauth: OAuthSecrets.optional(),
    postPath: PostPath.optional(),
    productPath: PostPath.optional(),
    allowSignup: z.boolean().optional(),
    orderConfirmationUrl: SettingPath.nullable().optional(),
    staffMailRole: z
      .number()
      .int()
      .min(3, 'role 3 (marketer) is the least role that sees orders and leads')
      .max(5)
      .nullable()
      .optional()
      .describe('members with this role or higher (3 to 5) are mailed on each paid order and each new lead (default 5, the owner role; null: back to the default)'),
    ...urlSettings,
    ...pathSettings,
  })
  .catchall(z.json());

const StartingTheme = ThemeName.optional().describe('the theme the site starts from (GET /api/v1/themes); default `blank`: one /index page');
export const CreateSiteBody = z.strictObject({ subdomain: Subdomain, name: SiteName, theme: StartingTheme });
export const SelfServeBody = z.strictObject({
  subdomain: Subdomain,
  name: SiteName,
  theme: StartingTheme,
  email: Email,
  password: Password,
  userName: PersonName.optional(),
});
export const UpdateSiteBody = z.strictObject({
  name: SiteName.optional(),
  settings: SiteSettings.optional(),
  domains: z.array(Domain).max(20).optional().describe('the full list of custom domains: listed ones are kept (with their state), unlisted ones removed, new ones claimed as pending'),
});
export const AvailableQuery = z.object({ subdomain: Subdomain });
export const VerifyDomainBody = z.strictObject({ domain: Domain });

const DOMAIN_STATUSES = ['pending', 'active'] as const;

export const DomainClaim = z.object({
  domain: z.string(),
  status: z.enum(DOMAIN_STATUSES).describe('`pending` until the TXT record is proven; only `active` domains select the site'),
  checkedAt: z.string().nullable().describe('last verification attempt'),
  verifiedAt: z.string().nullable().describe('last successful verification'),
  record: z
    .object({ type: z.literal('TXT'), name: z.string(), value: z.string() })
    .optional()
    .describe('the DNS record that proves ownership; answered only to role 5+ on the site'),
});
export type DomainClaim = z.infer<typeof DomainClaim>;

export const SiteView = z.object({
  uid: z.string(),
  subdomain: z.string(),
  name: z.string(),
  host: z.string(),
  origin: z
    .string()
    .describe(
      "the site's public origin on the platform, `<scheme>://<host>[:port]` as the platform is configured (PUBLIC_SCHEME, PUBLIC_PORT or PORT; the port left out when it is the scheme's default): the address to open it at",
    ),
  domains: z.array(z.string()).describe('active custom domains: the ones that select this site'),
  domainClaims: z.array(DomainClaim).describe('every custom domain claimed by this site, pending or active'),
  settings: z.record(z.string(), z.unknown()),
  secretsSet: z.array(z.string()).describe('names of write-only secrets that are set; values are never returned'),
  ownerUid: z.string().nullable(),
  mailTrusted: z
    .boolean()
    .describe(
      "the platform trusts the site's mail (a proven custom domain, or a platform admin's approval): its own words may be mailed to addresses nobody verified, and its mail budget is the larger one",
    ),
  createdAt: z.string(),
});
export type SiteView = z.infer<typeof SiteView>;

export const MailTrustBody = z.strictObject({
  trusted: z.boolean().describe("true: the platform vouches for the site's mail; false: withdraws that (a proven custom domain still counts)"),
});

// GET /api/v1/sites/limits: each limit, and the use of the storage quota and the mail budget.
export const LimitView = z.object({
  name: z.string().describe('stable key, e.g. render.timeMs'),
  value: z.number(),
  unit: z.string().describe('ms, bytes, characters, items, rows, requests, seconds, or requests per <n> s'),
  description: z.string(),
});
export type LimitView = z.infer<typeof LimitView>;

const MailUseView = z.object({
  limit: z.number().describe('mails the site may send in this window'),
  used: z.number().describe('mails counted in the current window (those past the limit were not sent)'),
  resetsAt: z.string().nullable().describe("when the window's count starts again; null while nothing was counted"),
});
export const StorageUseView = z.object({
  quotaBytes: z.number().describe("bytes the site may keep in the store: STORAGE_QUOTA_BYTES, or the platform admin's figure for this site"),
  quotaSet: z.boolean().describe("the platform admin set this site's quota (else the platform default applies)"),
  storedBytes: z.number().describe('bytes of the files stored (on S3: the signed size of every key presigned and not deleted)'),
  reservedBytes: z.number().describe('bytes set aside by upload URLs not used yet (local store; they count until used or expired)'),
  variantBytes: z.number().describe('bytes of the image sizes and formats made from stored images (local store); they go with their original'),
  usedBytes: z.number().describe('storedBytes + reservedBytes + variantBytes: what the quota is checked against'),
});

export const MailBudgetView = z.object({
  trusted: z.boolean().describe("the platform trusts the site's mail (a proven custom domain or the platform admin's approval): the larger budget applies"),
  hour: MailUseView,
  day: MailUseView,
});

// What the admin's overview of a site shows (GET /api/v1/sites/overview). A part the caller's role
// may not read on its own screen is left out of the answer, not sent empty.
const CHECKLIST_KEYS = ['theme', 'home', 'domain', 'payments'] as const;

export const OverviewView = z.object({
  counts: z
    .object({
      posts: z.number().int().optional().describe('live posts (role 2+)'),
      products: z.number().int().optional().describe('live products (role 2+)'),
      orders: z.number().int().optional().describe('sales: orders that were paid (a checkout never paid is not counted); role 3+'),
      leads: z.number().int().optional().describe('role 3+'),
      members: z.number().int().optional().describe('accounts with a role on the site (role 5+)'),
    })
    .describe('only the counts the caller may read'),
  viewsToday: z.number().int().optional().describe('page views of the site today (UTC), counted up to the last flush of the counters; role 3+'),
  recentLeads: z
    .array(z.object({ uid: z.string(), form: z.string(), name: z.string().nullable(), email: z.string().nullable(), status: z.string(), createdAt: z.string() }))
    .optional()
    .describe('the newest five leads; role 3+'),
  recentOrders: z
    .array(
      z.object({
        uid: z.string(),
        summary: z.string().describe('what was bought: the first line and how many more'),
        email: z.string(),
        status: z.string(),
        total: z.number().int().describe('minor units of `currency`'),
        currency: z.string(),
        createdAt: z.string(),
      }),
    )
    .optional()
    .describe('the newest five sales (orders that were paid); role 3+'),
  checklist: z
    .array(z.object({ key: z.enum(CHECKLIST_KEYS), done: z.boolean() }))
    .describe('getting started, each step done when the site shows it: a theme picked and the home template edited (role 3+), a custom domain proven and payments configured (role 5+)'),
});
export type OverviewView = z.infer<typeof OverviewView>;
