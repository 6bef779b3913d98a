import { roleName } from '@/lib/domains/accounts/auth/roles';
import { escapeHtml } from '@/lib/domains/messaging/mail/escape';
import { canonicalHost, platformOrigin } from '@/lib/shared/tenancy/canonical-origin';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';

export const INVITATION_TTL_DAYS = 7;

// The platform admin's page that accepts an invitation (app/(admin)/admin/invitations/accept): never a
// page of the site, whose owner writes its pages.
const invitationLink = (token: string): string => `${platformOrigin()}/admin/invitations/accept?token=${encodeURIComponent(token)}`;

export interface InvitationMail {
  subject: string;
  text: string;
  html: string;
}

// The invitation's words are the platform's alone: the site's host (decided by the platform's own
// configuration) and the role's name. Nothing a tenant wrote (the site's name, the inviter's name,
// a template) goes in, so a hostile site cannot dress this mail up as someone else's.
export function invitationMail(site: Pick<SiteRef, 'subdomain'>, to: string, role: number, token: string): InvitationMail {
  const host = canonicalHost(site);
  const as = `${roleName(role)} (role ${role})`;
  const link = invitationLink(token);
  const subject = `Invitation to ${host} as ${roleName(role)}`;
  const text = `Hello,

You are invited to join the site ${host} as ${as}.

To accept, sign in with this address (${to}) and open:

${link}

The link works once, for ${INVITATION_TTL_DAYS} days, and only for the account with this address. Nothing changes unless you accept: if you do not know this site, ignore this mail.
`;
  const e = escapeHtml;
  const html = `<p>Hello,</p>
<p>You are invited to join the site <strong>${e(host)}</strong> as ${e(as)}.</p>
<p>To accept, sign in with this address (${e(to)}) and open:</p>
<p><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#fff;border-radius:6px;text-decoration:none">Review the invitation</a></p>
<p>Or copy this address into your browser:<br>
${e(link)}</p>
<p>The link works once, for ${INVITATION_TTL_DAYS} days, and only for the account with this address. Nothing changes unless you accept: if you do not know this site, ignore this mail.</p>`;
  return { subject, text, html };
}
