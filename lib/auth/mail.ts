import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { memberships, sites } from '@/db/schema';
import { env } from '@/lib/env';
import { renderAuthMail, siteMailTemplate, type RenderedMail } from '@/lib/mail/templates/render';
import type { AuthMailKind, AuthMailValues } from '@/lib/mail/templates/kinds';
import { enqueue, type DbOrTx } from '@/lib/outbox';
import { isSafeSettingPath, type PathSetting } from '@/lib/sites/url-setting';
import { canonicalOrigin, platformOrigin } from '@/lib/tenancy/canonical-origin';
import type { SiteRef } from '@/lib/tenancy/site-lookup';
import { LINK_TTL_SECONDS, prepareLinkToken } from './secrets';

// Where an auth mail comes from and links to. A site's own mail template and landing page are used
// only for an account that belongs to that site alone (or an address with no account yet): the owner
// of a site writes both, and accounts are platform-wide, so a site must not be able to send a reset
// link for someone's account on other sites to a page of its own. Everyone else gets the built-in mail
// and the platform admin's pages.
export interface MailOrigin {
  site: SiteRef | null;
  customized: boolean;
}

export async function mailOrigin(site: SiteRef | null, account: { uid: string; platformRole: number } | null): Promise<MailOrigin> {
  if (!site) return { site, customized: false };
  const db = await getDb();
  // The same two queries whether or not there is an account, so neither answer's time tells.
  const uid = account?.uid ?? '';
  const [member, owner] = await Promise.all([
    db.select({ siteUid: memberships.siteUid }).from(memberships).where(eq(memberships.userUid, uid)).limit(2),
    db.select({ uid: sites.uid }).from(sites).where(and(eq(sites.ownerUid, uid), ne(sites.uid, site.uid))).limit(1),
  ]);
  if (!account) return { site, customized: true };
  const onlyHere = member.length === 1 && member[0]!.siteUid === site.uid && owner.length === 0;
  return { site, customized: account.platformRole === 0 && onlyHere };
}

export function siteValues(site: SiteRef | null): AuthMailValues['site'] {
  return site ? { name: site.name, url: canonicalOrigin(site) } : { name: env.PLATFORM_HOST, url: platformOrigin() };
}

const ADMIN_PAGES: Record<PathSetting, string> = { passwordResetUrl: '/admin/reset', emailVerifyUrl: '/admin/verify-email' };

// The link a mail carries: the site's own page (setting `passwordResetUrl` / `emailVerifyUrl`, a
// same-site path) for a customized mail, else the platform admin's page; `?token=` (or `&token=`).
export function mailLink(origin: MailOrigin, setting: PathSetting, token: string): string {
  const path = origin.site && origin.customized ? origin.site.settings[setting] : undefined;
  const base = typeof path === 'string' && isSafeSettingPath(path) ? `${canonicalOrigin(origin.site!)}${path}` : `${platformOrigin()}${ADMIN_PAGES[setting]}`;
  return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

export async function composeMail(kind: AuthMailKind, origin: MailOrigin, values: Omit<AuthMailValues, 'site'>): Promise<RenderedMail> {
  const { site } = origin;
  // Read whether or not it is used, so a customized mail takes no longer to decide than a plain one.
  const body = site ? await siteMailTemplate(site, kind) : null;
  const all = { ...values, site: siteValues(site) };
  if (!site || body === null) return renderAuthMail(kind, all, null);
  // Not used for this account, but rendered all the same: a site's slow template must not tell its
  // owner, by the answer's time, which addresses have an account elsewhere.
  if (!origin.customized) await renderAuthMail(kind, all, { siteUid: site.uid, body, quiet: true });
  return renderAuthMail(kind, all, origin.customized ? { siteUid: site.uid, body } : null);
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
// the payload is what lib/mail/handler.ts sends, nothing else.
export async function queueMail(tx: DbOrTx, site: SiteRef | null, kind: AuthMailKind, to: string, mail: RenderedMail): Promise<void> {
  await enqueue(tx, { siteUid: site?.uid ?? null, kind: 'mail', topic: `auth.${kind}`, payload: { to, subject: mail.subject, text: mail.text, html: mail.html } });
}
