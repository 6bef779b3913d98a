import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { EmailConfirmBody, EmailOnlyBody, LoginBody, LoginVerifyBody, LogoutBody, MeView, PasswordConfirmBody, SignupBody, UpdateMeBody } from '@/lib/auth/schemas';
import { document, envelope, itemOf, textOnly } from './common';

const Me = MeView.meta({ id: 'Me' });
const SignedInUser = z.object({ uid: z.string(), email: z.string(), name: z.string() });
const Issued = envelope(z.object({ text: z.string(), token: z.string().describe('opaque JWS; send as Authorization: Bearer'), item: SignedInUser })).meta({ id: 'IssuedToken' });

export function registerAuth(r: OpenAPIRegistry): void {
  const tag = 'Auth';
  document(r, {
    method: 'post',
    path: '/api/v1/auth/login',
    tag,
    errors: { 401: 'wrong email or password', 403: 'the account is disabled, or the sign-in came from a foreign Origin' },
    access: 'public',
    hosts: 'any',
    body: LoginBody,
    rateLimited: true,
    ok: { status: 200, schema: Issued },
    summary: 'Exchange email and password for a token',
    description:
      "Also sets the `current_user` cookie, and on the platform host, for a request with an Origin of the platform host (the admin's own page), the `admin_session` cookie (host-only, HttpOnly, SameSite=Strict, Secure on https, 30 days). Bad credentials answer 401; a disabled account 403. Scoped to the host it was sent to. Tokens expire after 30 days. Failed attempts are limited per client IP and email (RATE_LIMIT_LOGIN a minute) and per client IP whatever the email (RATE_LIMIT_LOGIN_IP a minute).",
  });
  document(r, {
    method: 'post',
    path: '/api/v1/auth/signup',
    tag,
    access: 'public',
    hosts: 'any',
    body: SignupBody,
    ok: { status: 201, schema: Issued },
    rateLimited: true,
    summary: 'Register a user',
    description:
      'On a site host the user gets membership role 1 there. A taken email answers 422 (after the same work as a new one). Limited per client IP (RATE_LIMIT_SIGNUP an hour, shared with POST /api/v1/sites).',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/auth/logout',
    tag,
    access: 'session',
    hosts: 'any',
    body: LogoutBody,
    ok: { status: 200, schema: textOnly },
    summary: 'Sign out',
    description:
      'The presented token (bearer, admin session or cookie) stops working at once and the session cookies, admin_session included, are cleared; `everywhere: true` ends every token of the user (as a password change or the removal of a role does). Also at /auth/logout.',
  });
  document(r, {
    method: 'get',
    path: '/api/v1/auth/me',
    tag,
    access: 'session',
    hosts: 'any',
    ok: { status: 200, schema: itemOf(Me) },
    summary: 'The signed-in user with their role on this host (0 for none)',
    description:
      'On the platform host with X-Site: the role on that site; without it: the platform role. Also whether the address is confirmed (`emailVerified`) and whether the account has a password (`hasPassword`: false for one made by a mailed code).',
  });
  registerAuthMail(r, tag);
}

const MAIL_TEMPLATES =
  "Mails use the built-in text unless the site has a published template of type `email` titled `email/<kind>` (`login_code`, `password_reset`, `email_verify`, `email_change`, `email_changed`): its first line `Subject: …` is the subject, the rest the HTML part, and after a line `--- text ---` an optional plain-text part (else derived from the HTML). All Liquid, reading `site` {name, url}, `user` {name, email}, `code`, `link`, `expires_minutes` and `new_email`; values in the HTML part are already HTML-escaped. `{{ code }}` / `{{ link }}` may stand only in text (after a space or a tag; the link also as the whole `href` of an <a>), never inside another URL, attribute, style or script, and must appear in both parts; forms, scripts, frames, embeds, <link>, <base>, meta refresh and @font-face are refused. A template that fails, takes over 250 ms or breaks these rules is skipped for the built-in mail (and a `mail.template` warning goes to the site log). A site's own template and its `passwordResetUrl` / `emailVerifyUrl` pages are used only for accounts that belong to that site alone and took that membership themselves, mailed at their proven address; once the platform trusts the site (a proven custom domain or a platform admin's approval, the site view's `mailTrusted`) also at an unproven one, and for addresses with no account. Everyone else gets the built-in mail (naming a site the platform does not trust by its host) and the platform admin's pages. Every mail counts against the site's mail budget (GET /api/v1/sites/limits).";

const MeUpdated = envelope(
  z.object({
    text: z.string(),
    item: Me,
    pendingEmail: z.string().optional().describe('the new address a confirmation link was mailed to; `email` changes when it is followed'),
    token: z.string().optional().describe('after a password change: the new token (every older one ended); the cookies are set too'),
  }),
).meta({ id: 'MeUpdated' });
const Confirmed = envelope(z.object({ text: z.string(), email: z.string().describe('the confirmed address') }));
const Sent = envelope(z.object({ text: z.string(), sent: z.boolean().describe('false when the address was already confirmed (no mail)') }));

function registerAuthMail(r: OpenAPIRegistry, tag: string): void {
  document(r, {
    method: 'post',
    path: '/api/v1/auth/login/code',
    tag,
    access: 'public',
    hosts: 'any',
    body: EmailOnlyBody,
    rateLimited: true,
    ok: { status: 200, schema: textOnly },
    summary: 'Mail a one-time sign-in code',
    description:
      'Mails a 6-digit code, valid 10 minutes (AUTH_CODE_TTL_SECONDS), once, for 5 tries; a new request replaces the older code for the address on this host. Always 200 with the same text, in the same time, whether or not the address has an account; an unknown address on a site whose sign-up is closed (`allowSignup: false`) gets no mail. Limited per client IP and email (RATE_LIMIT_LOGIN_CODE an hour) and per client IP (RATE_LIMIT_AUTH_MAIL_IP an hour, shared with password/reset). Also at /auth/login/code. ' +
      MAIL_TEMPLATES,
  });
  document(r, {
    method: 'post',
    path: '/api/v1/auth/login/verify',
    tag,
    errors: { 401: 'a wrong, spent or expired code' },
    access: 'public',
    hosts: 'any',
    body: LoginVerifyBody,
    rateLimited: true,
    ok: { status: 200, schema: Issued },
    summary: 'Exchange a mailed code for a token',
    description:
      'Answers as login does (token, `current_user` cookie, on the platform host the admin session). A wrong, used or expired code answers 401 (`data.text` says how many tries are left); the 5th wrong try spends the code, and the right code then answers 401 too. An unknown address gets a new account without a password, its address confirmed: membership role 1 on this site where sign-up is open (else 401), no site role on the platform host. A disabled account answers 403. A code works only on the host (site, or platform) it was asked on. Wrong codes count as failed sign-ins (RATE_LIMIT_LOGIN, RATE_LIMIT_LOGIN_IP). Also at /auth/login/verify.',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/auth/password/reset',
    tag,
    access: 'public',
    hosts: 'any',
    body: EmailOnlyBody,
    rateLimited: true,
    ok: { status: 200, schema: textOnly },
    summary: 'Mail a password reset link',
    description:
      'Mails a link with a one-time token, valid an hour: `<site origin><passwordResetUrl>?token=…` when the site has the setting `passwordResetUrl` (a same-site path) and the account belongs to that site alone, else `<platform origin>/admin/reset?token=…`. The page posts the token to /api/v1/auth/password/confirm. Always 200 with the same text, in the same time; an unknown or disabled address gets no mail. Limited per client IP and email (RATE_LIMIT_PASSWORD_RESET an hour) and per client IP (RATE_LIMIT_AUTH_MAIL_IP). ' +
      MAIL_TEMPLATES,
  });
  document(r, {
    method: 'post',
    path: '/api/v1/auth/password/confirm',
    tag,
    errors: { 401: 'a wrong, spent or expired token' },
    access: 'public',
    hosts: 'any',
    body: PasswordConfirmBody,
    ok: { status: 200, schema: Issued },
    summary: 'Set a new password with a mailed reset token',
    description:
      'Sets the password, ends every older token of the account, spends the link (and any other pending reset link or sign-in code of the account), marks the address confirmed, and answers a new token for this host as login does. An invalid, expired or used token answers 401; a disabled account 403.',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/auth/email/verify',
    tag,
    access: 'session',
    hosts: 'any',
    rateLimited: true,
    ok: { status: 200, schema: Sent },
    summary: "Mail a link that confirms the caller's address",
    description:
      'Links to `<site origin><emailVerifyUrl>?token=…` (site setting, a same-site path, for an account of that site alone) or `<platform origin>/admin/verify-email?token=…`; the page posts the token to /api/v1/auth/email/confirm. Valid a day, once. Nothing is sent when the address is already confirmed. Sign-up mails one too. Limited per account (RATE_LIMIT_EMAIL_VERIFY an hour, shared with address changes). ' +
      MAIL_TEMPLATES,
  });
  document(r, {
    method: 'post',
    path: '/api/v1/auth/email/confirm',
    tag,
    errors: { 401: 'a wrong, spent or expired token' },
    access: 'public',
    hosts: 'any',
    body: EmailConfirmBody,
    ok: { status: 200, schema: Confirmed },
    summary: 'Follow a mailed verification or address-change link',
    description:
      "A verification token marks the address confirmed (if it is still the account's). An address-change token swaps the new address in, confirmed, spends every other pending code or link of the account, and mails the old address that it was changed; sessions stay valid. An invalid, expired or used token answers 401; an address another account took meanwhile 422.",
  });
  document(r, {
    method: 'patch',
    path: '/api/v1/auth/me',
    tag,
    access: 'session',
    hosts: 'any',
    body: UpdateMeBody,
    rateLimited: true,
    ok: { status: 200, schema: MeUpdated },
    summary: "Change the caller's name, email or password",
    description:
      '`name` changes at once. `email` does not: a confirmation link (POST /api/v1/auth/email/confirm) goes to the new address and the answer carries `pendingEmail`; an address another account uses answers 422. `password` ends every older token of the account and the answer carries the new `token` (and sets the cookies as login does). With `email` or `password`, an account that has a password must send `currentPassword`: missing answers 422, wrong 403 (wrong ones count as failed sign-ins). An account made by a mailed code sets its first password without it.',
  });
}
