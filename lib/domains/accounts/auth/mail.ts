import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { memberships, sites } from '@/db/schema';
import { env } from '@/lib/shared/env';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { chargeMail } from '@/lib/domains/messaging/mail/budget';
import { renderAuthMail, renderSiteMail, siteMailTemplate, type RenderedMail } from '@/lib/domains/messaging/mail/templates/render';
import { templateTitle, type AuthMailKind, type AuthMailValues } from '@/lib/domains/messaging/mail/templates/kinds';
import { enqueue, type DbOrTx } from '@/lib/domains/messaging/outbox';
import { isSafeSettingPath, type PathSetting } from '@/lib/domains/platform/sites/url-setting';
import { canonicalHost, canonicalOrigin, platformOrigin } from '@/lib/shared/tenancy/canonical-origin';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { LINK_TTL_SECONDS, prepareLinkToken } from './secrets';

// Where an auth mail comes from and links to. A site's own mail template and landing pages are the
// site owner's words, and accounts are platform-wide, so they are used (`customized`) only for:
// - an account of that site alone (platform role 0, no membership or ownership elsewhere: a site must
//   never get the reset link of an account that matters elsewhere) whose membership it took itself
//   (`accepted_at` set), mailed at an address it proved, or at any address once the platform trusts
//   the site (SiteRef.mailTrusted);
// - an address with no account, only once the platform trusts the site.
// Everyone else gets the built-in mail and the platform admin's pages (docs/behaviours.md#B-mail-trust).
export interface MailOrigin {
  site: SiteRef | null;
  customized: boolean;
}

// The account a mail is about, and whether the address it goes to is proven (the account's verified
// address; a new address being confirmed is not).
export interface MailRecipient {
  uid: string;
  platformRole: number;
  proven: boolean;
}

export async function mailOrigin(site: SiteRef | null, recipient: MailRecipient | null): Promise<MailOrigin> {
  if (!site) return { site, customized: false };
  const db = await getDb();
  // The same two queries whether or not there is an account, so neither answer's time tells.
  const uid = recipient?.uid ?? '';
  const [member, owner] = await Promise.all([
    db.select({ siteUid: memberships.siteUid, acceptedAt: memberships.acceptedAt }).from(memberships).where(eq(memberships.userUid, uid)).limit(2),
    db
      .select({ uid: sites.uid })
      .from(sites)
      .where(and(eq(sites.ownerUid, uid), ne(sites.uid, site.uid)))
      .limit(1),
  ]);
  if (!recipient) return { site, customized: site.mailTrusted };
  const onlyHere = recipient.platformRole === 0 && member.length === 1 && member[0]!.siteUid === site.uid && member[0]!.acceptedAt !== null && owner.length === 0;
  return { site, customized: onlyHere && (recipient.proven || site.mailTrusted) };
}

// A new account of this site (sign-up): its own, but its address is not proven yet.
export const newAccountOrigin = (site: SiteRef | null): MailOrigin => ({ site, customized: site?.mailTrusted ?? false });

// How a mail names the site: its own name in its own template, and in the built-in mail once the
// platform trusts the site; until then the built-in mail names its host, the platform's words.
function siteValues(site: SiteRef | null, template: boolean): AuthMailValues['site'] {
  if (!site) return { name: env.PLATFORM_HOST, url: platformOrigin() };
  return { name: template || site.mailTrusted ? site.name : canonicalHost(site), url: canonicalOrigin(site) };
}

const ADMIN_PAGES: Record<PathSetting, string> = { passwordResetUrl: '/admin/reset', emailVerifyUrl: '/admin/verify-email' };

// The link a mail carries: the site's own page (setting `passwordResetUrl` / `emailVerifyUrl`, a
// same-site path) for a customized mail, else the platform admin's page; `?token=` (or `&token=`).
function mailLink(origin: MailOrigin, setting: PathSetting, token: string): string {
  const path = origin.site && origin.customized ? origin.site.settings[setting] : undefined;
  const base = typeof path === 'string' && isSafeSettingPath(path) ? `${canonicalOrigin(origin.site!)}${path}` : `${platformOrigin()}${ADMIN_PAGES[setting]}`;
  return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

// The built-in mail and, when the site has a template of this kind, the template too, on every path
// (used or not): a site's template must not tell its owner, by the answer's time or by its log
// (`mail.template` when it cannot be used), which addresses have an account. For the same reason an
// unused template sees no account's name.
export async function composeMail(kind: AuthMailKind, origin: MailOrigin, values: Omit<AuthMailValues, 'site'>): Promise<RenderedMail> {
  const { site } = origin;
  const body = site ? await siteMailTemplate(site, kind) : null;
  const builtIn = await renderAuthMail(kind, { ...values, site: siteValues(site, false) });
  if (!site || body === null) return builtIn;
  const user = origin.customized ? values.user : { name: '', email: values.user.email };
  const own = await renderSiteMail(kind, { ...values, user, site: siteValues(site, true) }, body);
  if ('refused' in own) {
    void logEvent(site.uid, 'warn', 'mail.template', `email template "${templateTitle(kind)}" cannot be used, the built-in mail goes instead: ${own.refused}`, { template: templateTitle(kind) });
    return builtIn;
  }
  return origin.customized ? own.mail : builtIn;
}

type LinkKind = keyof typeof LINK_TTL_SECONDS;
const LINK_PAGE: Record<LinkKind, PathSetting> = { password_reset: 'passwordResetUrl', email_verify: 'emailVerifyUrl', email_change: 'emailVerifyUrl' };

// A one-time link (not stored yet: store `link` in the transaction that queues `mail`) and the mail
// that carries it.
export async function composeLinkMail(kind: LinkKind, origin: MailOrigin, user: AuthMailValues['user'], newEmail = '') {
  const link = prepareLinkToken();
  const mail = await composeMail(kind, origin, {
    user,
    code: '',
    link: mailLink(origin, LINK_PAGE[kind], link.token),
    expires_minutes: LINK_TTL_SECONDS[kind] / 60,
    new_email: newEmail,
  });
  return { link, mail };
}

// Queued in the caller's transaction (call kickOutbox() after it commits). The topic names the kind;
// the payload is what lib/domains/messaging/mail/handler.ts sends, nothing else.
export async function queueMail(tx: DbOrTx, site: SiteRef | null, kind: AuthMailKind, to: string, mail: RenderedMail): Promise<void> {
  await enqueue(tx, { siteUid: site?.uid ?? null, kind: 'mail', topic: `auth.${kind}`, payload: { to, subject: mail.subject, text: mail.text, html: mail.html } });
}

// Where a request answers alike whether or not the address has an account, the path that mails
// nothing charges the site's mail budget as queueMail would: its count must not tell either.
export async function chargeUnsent(tx: DbOrTx, site: SiteRef | null, kind: AuthMailKind): Promise<void> {
  if (site) await chargeMail(tx, site.uid, 1, `auth.${kind}`);
}
