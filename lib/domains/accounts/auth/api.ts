import { z } from 'zod';
import { DeleteOwnAccountBody } from '@/lib/domains/platform/accounts/schemas';
import { defineOperation } from '@/lib/api/define';
import { envelope, itemOf, textOnly } from '@/lib/api/envelope';
import { EmailConfirmBody, EmailOnlyBody, LoginBody, LoginVerifyBody, LogoutBody, MeView, PasswordConfirmBody, SignupBody, UpdateMeBody } from './schemas';
import { ProviderView } from './social/schemas';

// Signing in and out, the caller's own account, and the mailed codes and links. Served on the platform
// host and on site hosts alike. The social sign-in's two redirect legs are not declared here: they
// answer redirects and HTML pages (lib/openapi/social.ts).
const tag = 'Auth';
const host = 'any';

const Me = MeView.meta({ id: 'Me' });
const SignedInUser = z.object({ uid: z.string(), email: z.string(), name: z.string() });
const Issued = envelope(z.object({ text: z.string(), token: z.string().describe('opaque JWS; send as Authorization: Bearer'), item: SignedInUser })).meta({ id: 'IssuedToken' });
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

const MAIL_TEMPLATES =
  "Mails use the built-in text unless the site has a published template of type `email` titled `email/<kind>` (`login_code`, `password_reset`, `email_verify`, `email_change`, `email_changed`): its first line `Subject: …` is the subject, the rest the HTML part, and after a line `--- text ---` an optional plain-text part (else derived from the HTML). All Liquid, reading `site` {name, url}, `user` {name, email}, `code`, `link`, `expires_minutes` and `new_email`; values in the HTML part are already HTML-escaped. `{{ code }}` / `{{ link }}` may stand only in text (after a space or a tag; the link also as the whole `href` of an <a>), never inside another URL, attribute, style or script, and must appear in both parts; forms, scripts, frames, embeds, <link>, <base>, meta refresh and @font-face are refused. A template that fails, takes over 250 ms or breaks these rules is skipped for the built-in mail (and a `mail.template` warning goes to the site log). A site's own template and its `passwordResetUrl` / `emailVerifyUrl` pages are used only for accounts that belong to that site alone and took that membership themselves, mailed at their proven address; once the platform trusts the site (a proven custom domain or a platform admin's approval, the site view's `mailTrusted`) also at an unproven one, and for addresses with no account. Everyone else gets the built-in mail (naming a site the platform does not trust by its host) and the platform admin's pages. Every mail counts against the site's mail budget (GET /api/v1/sites/limits).";

export const authLogin = {
  login: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/login',
    tag,
    access: 'public',
    host,
    body: LoginBody,
    rateLimited: true,
    ok: { status: 200, schema: Issued },
    errors: { 401: 'wrong email or password', 403: 'the account is disabled, or the sign-in came from a foreign Origin' },
    summary: 'Exchange email and password for a token',
    description:
      "Also sets the `current_user` cookie, and on the platform host, for a request with an Origin of the platform host (the admin's own page), the `admin_session` cookie (host-only, HttpOnly, SameSite=Strict, Secure on https, 30 days). Bad credentials answer 401; a disabled account 403. Scoped to the host it was sent to. Tokens expire after 30 days. Failed attempts are limited per client IP and email (RATE_LIMIT_LOGIN a minute) and per client IP whatever the email (RATE_LIMIT_LOGIN_IP a minute).",
  }),
};

export const authSignup = {
  // The body is read after the rate limit: a flood of bad bodies is limited too.
  signup: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/signup',
    tag,
    access: 'public',
    host,
    body: SignupBody,
    rawBody: true,
    ok: { status: 201, schema: Issued },
    rateLimited: true,
    summary: 'Register a user',
    description:
      'On a site host the user gets membership role 1 there. A taken email answers 422 (after the same work as a new one). Limited per client IP (RATE_LIMIT_SIGNUP an hour, shared with POST /api/v1/sites).',
  }),
};

export const authLogout = {
  logout: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/logout',
    tag,
    access: 'session',
    host,
    body: LogoutBody,
    ok: { status: 200, schema: textOnly },
    summary: 'Sign out',
    description:
      'The presented token (bearer, admin session or cookie) stops working at once and the session cookies, admin_session included, are cleared; `everywhere: true` ends every token of the user (as a password change or the removal of a role does). Also at /auth/logout.',
  }),
};

export const authMe = {
  read: defineOperation({
    method: 'GET',
    path: '/api/v1/auth/me',
    tag,
    access: 'session',
    host,
    ok: { status: 200, schema: itemOf(Me) },
    summary: 'The signed-in user with their role on this host (0 for none)',
    description:
      'On the platform host with X-Site: the role on that site; without it: the platform role. Also whether the address is confirmed (`emailVerified`) and whether the account has a password (`hasPassword`: false for one made by a mailed code).',
  }),
  // Bearer or admin session only: a tenant's script holding a member's site cookie must not redirect
  // the account's email (a code-only account has no password to ask for).
  update: defineOperation({
    method: 'PATCH',
    path: '/api/v1/auth/me',
    tag,
    access: 'session',
    credential: 'bearer',
    host,
    body: UpdateMeBody,
    rateLimited: true,
    ok: { status: 200, schema: MeUpdated },
    summary: "Change the caller's name, email or password",
    description:
      '`name` changes at once. `email` does not: a confirmation link (POST /api/v1/auth/email/confirm) goes to the new address and the answer carries `pendingEmail`; an address another account uses answers 422. `password` ends every older token of the account and the answer carries the new `token` (and sets the cookies as login does). With `email` or `password`, an account that has a password must send `currentPassword`: missing answers 422, wrong 403 (wrong ones count as failed sign-ins). An account made by a mailed code sets its first password without it.',
  }),
  // A tenant's script in the browser holds only the site cookie, so this needs a bearer token or the
  // admin session, and the password.
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/v1/auth/me',
    tag: 'Accounts',
    access: 'session',
    credential: 'bearer',
    host,
    body: DeleteOwnAccountBody,
    rateLimited: true,
    ok: { status: 200, schema: textOnly },
    summary: "Delete one's own account",
    description: 'Send `{password}` when the account has one (a wrong one: 403); `{}` otherwise. The session cookies are cleared. An account that still owns sites answers 422.',
  }),
};

export const authProviders = {
  list: defineOperation({
    method: 'GET',
    path: '/api/v1/auth/providers',
    tag,
    access: 'public',
    credential: 'none',
    host,
    ok: { status: 200, schema: envelope(z.object({ items: z.array(ProviderView) })) },
    summary: 'Social sign-in providers offered on this host',
    description:
      "GitHub, Google and Microsoft, each listed only where it has a client: the site's own (`settings.oauth`, write-only, set through PUT /api/v1/sites) or the deployment's (GITHUB_/GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET); a site's own wins. A sign-in button links to `url`.",
  }),
};

export const authLoginCode = {
  request: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/login/code',
    tag,
    access: 'public',
    host,
    body: EmailOnlyBody,
    rateLimited: true,
    ok: { status: 200, schema: textOnly },
    summary: 'Mail a one-time sign-in code',
    description:
      'Mails a 6-digit code, valid 10 minutes (AUTH_CODE_TTL_SECONDS), once, for 5 tries; a new request replaces the older code for the address on this host. Always 200 with the same text, in the same time, whether or not the address has an account; an unknown address on a site whose sign-up is closed (`allowSignup: false`) gets no mail. Limited per client IP and email (RATE_LIMIT_LOGIN_CODE an hour) and per client IP (RATE_LIMIT_AUTH_MAIL_IP an hour, shared with password/reset). Also at /auth/login/code. ' +
      MAIL_TEMPLATES,
  }),
};

export const authLoginVerify = {
  verify: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/login/verify',
    tag,
    access: 'public',
    host,
    body: LoginVerifyBody,
    rateLimited: true,
    ok: { status: 200, schema: Issued },
    errors: { 401: 'a wrong, spent or expired code' },
    summary: 'Exchange a mailed code for a token',
    description:
      'Answers as login does (token, `current_user` cookie, on the platform host the admin session). A wrong, used or expired code answers 401 (`data.text` says how many tries are left); the 5th wrong try spends the code, and the right code then answers 401 too. An unknown address gets a new account without a password, its address confirmed: membership role 1 on this site where sign-up is open (else 401), no site role on the platform host. A disabled account answers 403. A code works only on the host (site, or platform) it was asked on. Wrong codes count as failed sign-ins (RATE_LIMIT_LOGIN, RATE_LIMIT_LOGIN_IP). Also at /auth/login/verify.',
  }),
};

export const authPasswordReset = {
  request: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/password/reset',
    tag,
    access: 'public',
    host,
    body: EmailOnlyBody,
    rateLimited: true,
    ok: { status: 200, schema: textOnly },
    summary: 'Mail a password reset link',
    description:
      'Mails a link with a one-time token, valid an hour: `<site origin><passwordResetUrl>?token=…` when the site has the setting `passwordResetUrl` (a same-site path) and the account belongs to that site alone, else `<platform origin>/admin/reset?token=…`. The page posts the token to /api/v1/auth/password/confirm. Always 200 with the same text, in the same time; an unknown or disabled address gets no mail. Limited per client IP and email (RATE_LIMIT_PASSWORD_RESET an hour) and per client IP (RATE_LIMIT_AUTH_MAIL_IP). ' +
      MAIL_TEMPLATES,
  }),
};

export const authPasswordConfirm = {
  confirm: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/password/confirm',
    tag,
    access: 'public',
    host,
    body: PasswordConfirmBody,
    ok: { status: 200, schema: Issued },
    errors: { 401: 'a wrong, spent or expired token' },
    summary: 'Set a new password with a mailed reset token',
    description:
      'Sets the password, ends every older token of the account, spends the link (and any other pending reset link or sign-in code of the account), marks the address confirmed, and answers a new token for this host as login does. An invalid, expired or used token answers 401; a disabled account 403.',
  }),
};

export const authEmailVerify = {
  // Mailing a link changes nothing yet: no activity row.
  request: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/email/verify',
    tag,
    access: 'session',
    host,
    activity: false,
    rateLimited: true,
    ok: { status: 200, schema: Sent },
    summary: "Mail a link that confirms the caller's address",
    description:
      'Links to `<site origin><emailVerifyUrl>?token=…` (site setting, a same-site path, for an account of that site alone) or `<platform origin>/admin/verify-email?token=…`; the page posts the token to /api/v1/auth/email/confirm. Valid a day, once. Nothing is sent when the address is already confirmed. Sign-up mails one too. Limited per account (RATE_LIMIT_EMAIL_VERIFY an hour, shared with address changes). ' +
      MAIL_TEMPLATES,
  }),
};

export const authEmailConfirm = {
  confirm: defineOperation({
    method: 'POST',
    path: '/api/v1/auth/email/confirm',
    tag,
    access: 'public',
    host,
    body: EmailConfirmBody,
    ok: { status: 200, schema: Confirmed },
    errors: { 401: 'a wrong, spent or expired token' },
    summary: 'Follow a mailed verification or address-change link',
    description:
      "A verification token marks the address confirmed (if it is still the account's). An address-change token swaps the new address in, confirmed, spends every other pending code or link of the account, and mails the old address that it was changed; sessions stay valid. An invalid, expired or used token answers 401; an address another account took meanwhile 422.",
  }),
};

export const authApi = [authLogin, authSignup, authLogout, authMe, authProviders, authLoginCode, authLoginVerify, authPasswordReset, authPasswordConfirm, authEmailVerify, authEmailConfirm];
