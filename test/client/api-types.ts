// Generated from the OpenAPI document by `npm run openapi:types` (openapi-typescript). Do not edit.

export interface paths {
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange email and password for a token
         * @description Also sets the `current_user` cookie, and on the platform host, for a request with an Origin of the platform host (the admin's own page), the `admin_session` cookie (host-only, HttpOnly, SameSite=Strict, Secure on https, 30 days). Bad credentials answer 401; a disabled account 403. Scoped to the host it was sent to. Tokens expire after 30 days. Failed attempts are limited per client IP and email (RATE_LIMIT_LOGIN a minute) and per client IP whatever the email (RATE_LIMIT_LOGIN_IP a minute). Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a user
         * @description On a site host the user gets membership role 1 there. A taken email answers 422 (after the same work as a new one). Limited per client IP (RATE_LIMIT_SIGNUP an hour, shared with POST /api/v1/sites). Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description The presented token (bearer, admin session or cookie) stops working at once and the session cookies, admin_session included, are cleared; `everywhere: true` ends every token of the user (as a password change or the removal of a role does). Also at /auth/logout. Access: session (any signed-in user). Served on the platform host and on site hosts.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user with their role on this host (0 for none)
         * @description On the platform host with X-Site: the role on that site; without it: the platform role. Also whether the address is confirmed (`emailVerified`) and whether the account has a password (`hasPassword`: false for one made by a mailed code). Access: session (any signed-in user). Served on the platform host and on site hosts.
         */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        /**
         * Delete one's own account
         * @description Send `{password}` when the account has one (a wrong one: 403); `{}` otherwise. The session cookies are cleared. An account that still owns sites answers 422. Access: session (any signed-in user). Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        delete: operations["deleteAuthMe"];
        options?: never;
        head?: never;
        /**
         * Change the caller's name, email or password
         * @description `name` changes at once. `email` does not: a confirmation link (POST /api/v1/auth/email/confirm) goes to the new address and the answer carries `pendingEmail`; an address another account uses answers 422. `password` ends every older token of the account and the answer carries the new `token` (and sets the cookies as login does). With `email` or `password`, an account that has a password must send `currentPassword`: missing answers 422, wrong 403 (wrong ones count as failed sign-ins). An account made by a mailed code sets its first password without it. Access: session (any signed-in user). Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        patch: operations["patchAuthMe"];
        trace?: never;
    };
    "/api/v1/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Social sign-in providers offered on this host
         * @description GitHub, Google and Microsoft, each listed only where it has a client: the site's own (`settings.oauth`, write-only, set through PUT /api/v1/sites) or the deployment's (GITHUB_/GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET); a site's own wins. A sign-in button links to `url`. Access: public. Served on the platform host and on site hosts.
         */
        get: operations["getAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a one-time sign-in code
         * @description Mails a 6-digit code, valid 10 minutes (AUTH_CODE_TTL_SECONDS), once, for 5 tries; a new request replaces the older code for the address on this host. Always 200 with the same text, in the same time, whether or not the address has an account; an unknown address on a site whose sign-up is closed (`allowSignup: false`) gets no mail. Limited per client IP and email (RATE_LIMIT_LOGIN_CODE an hour) and per client IP (RATE_LIMIT_AUTH_MAIL_IP an hour, shared with password/reset). Also at /auth/login/code. Mails use the built-in text unless the site has a published template of type `email` titled `email/<kind>` (`login_code`, `password_reset`, `email_verify`, `email_change`, `email_changed`): its first line `Subject: …` is the subject, the rest the HTML part, and after a line `--- text ---` an optional plain-text part (else derived from the HTML). All Liquid, reading `site` {name, url}, `user` {name, email}, `code`, `link`, `expires_minutes` and `new_email`; values in the HTML part are already HTML-escaped. `{{ code }}` / `{{ link }}` may stand only in text (after a space or a tag; the link also as the whole `href` of an <a>), never inside another URL, attribute, style or script, and must appear in both parts; forms, scripts, frames, embeds, <link>, <base>, meta refresh and @font-face are refused. A template that fails, takes over 250 ms or breaks these rules is skipped for the built-in mail (and a `mail.template` warning goes to the site log). A site's own template and its `passwordResetUrl` / `emailVerifyUrl` pages are used only for accounts that belong to that site alone and took that membership themselves, mailed at their proven address; once the platform trusts the site (a proven custom domain or a platform admin's approval, the site view's `mailTrusted`) also at an unproven one, and for addresses with no account. Everyone else gets the built-in mail (naming a site the platform does not trust by its host) and the platform admin's pages. Every mail counts against the site's mail budget (GET /api/v1/sites/limits). Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postAuthLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a mailed code for a token
         * @description Answers as login does (token, `current_user` cookie, on the platform host the admin session). A wrong, used or expired code answers 401 (`data.text` says how many tries are left); the 5th wrong try spends the code, and the right code then answers 401 too. An unknown address gets a new account without a password, its address confirmed: membership role 1 on this site where sign-up is open (else 401), no site role on the platform host. A disabled account answers 403. A code works only on the host (site, or platform) it was asked on. Wrong codes count as failed sign-ins (RATE_LIMIT_LOGIN, RATE_LIMIT_LOGIN_IP). Also at /auth/login/verify. Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postAuthLoginVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Mails a link with a one-time token, valid an hour: `<site origin><passwordResetUrl>?token=…` when the site has the setting `passwordResetUrl` (a same-site path) and the account belongs to that site alone, else `<platform origin>/admin/reset?token=…`. The page posts the token to /api/v1/auth/password/confirm. Always 200 with the same text, in the same time; an unknown or disabled address gets no mail. Limited per client IP and email (RATE_LIMIT_PASSWORD_RESET an hour) and per client IP (RATE_LIMIT_AUTH_MAIL_IP). Mails use the built-in text unless the site has a published template of type `email` titled `email/<kind>` (`login_code`, `password_reset`, `email_verify`, `email_change`, `email_changed`): its first line `Subject: …` is the subject, the rest the HTML part, and after a line `--- text ---` an optional plain-text part (else derived from the HTML). All Liquid, reading `site` {name, url}, `user` {name, email}, `code`, `link`, `expires_minutes` and `new_email`; values in the HTML part are already HTML-escaped. `{{ code }}` / `{{ link }}` may stand only in text (after a space or a tag; the link also as the whole `href` of an <a>), never inside another URL, attribute, style or script, and must appear in both parts; forms, scripts, frames, embeds, <link>, <base>, meta refresh and @font-face are refused. A template that fails, takes over 250 ms or breaks these rules is skipped for the built-in mail (and a `mail.template` warning goes to the site log). A site's own template and its `passwordResetUrl` / `emailVerifyUrl` pages are used only for accounts that belong to that site alone and took that membership themselves, mailed at their proven address; once the platform trusts the site (a proven custom domain or a platform admin's approval, the site view's `mailTrusted`) also at an unproven one, and for addresses with no account. Everyone else gets the built-in mail (naming a site the platform does not trust by its host) and the platform admin's pages. Every mail counts against the site's mail budget (GET /api/v1/sites/limits). Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a mailed reset token
         * @description Sets the password, ends every older token of the account, spends the link (and any other pending reset link or sign-in code of the account), marks the address confirmed, and answers a new token for this host as login does. An invalid, expired or used token answers 401; a disabled account 403. Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postAuthPasswordConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a link that confirms the caller's address
         * @description Links to `<site origin><emailVerifyUrl>?token=…` (site setting, a same-site path, for an account of that site alone) or `<platform origin>/admin/verify-email?token=…`; the page posts the token to /api/v1/auth/email/confirm. Valid a day, once. Nothing is sent when the address is already confirmed. Sign-up mails one too. Limited per account (RATE_LIMIT_EMAIL_VERIFY an hour, shared with address changes). Mails use the built-in text unless the site has a published template of type `email` titled `email/<kind>` (`login_code`, `password_reset`, `email_verify`, `email_change`, `email_changed`): its first line `Subject: …` is the subject, the rest the HTML part, and after a line `--- text ---` an optional plain-text part (else derived from the HTML). All Liquid, reading `site` {name, url}, `user` {name, email}, `code`, `link`, `expires_minutes` and `new_email`; values in the HTML part are already HTML-escaped. `{{ code }}` / `{{ link }}` may stand only in text (after a space or a tag; the link also as the whole `href` of an <a>), never inside another URL, attribute, style or script, and must appear in both parts; forms, scripts, frames, embeds, <link>, <base>, meta refresh and @font-face are refused. A template that fails, takes over 250 ms or breaks these rules is skipped for the built-in mail (and a `mail.template` warning goes to the site log). A site's own template and its `passwordResetUrl` / `emailVerifyUrl` pages are used only for accounts that belong to that site alone and took that membership themselves, mailed at their proven address; once the platform trusts the site (a proven custom domain or a platform admin's approval, the site view's `mailTrusted`) also at an unproven one, and for addresses with no account. Everyone else gets the built-in mail (naming a site the platform does not trust by its host) and the platform admin's pages. Every mail counts against the site's mail budget (GET /api/v1/sites/limits). Access: session (any signed-in user). Served on the platform host and on site hosts.
         */
        post: operations["postAuthEmailVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a mailed verification or address-change link
         * @description A verification token marks the address confirmed (if it is still the account's). An address-change token swaps the new address in, confirmed, spends every other pending code or link of the account, and mails the old address that it was changed; sessions stay valid. An invalid, expired or used token answers 401; an address another account took meanwhile 422. Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postAuthEmailConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a social sign-in
         * @description Also at /auth/{provider}. Answers 302 to the provider's authorization page (or, when Accept prefers application/json, 200 with that URL as `location`) (authorization code flow with PKCE S256, `state`, and a `nonce` for Google and Microsoft), and sets a 10-minute HttpOnly, SameSite=Lax cookie `oauth_<provider>` holding the encrypted state, PKCE verifier, nonce, site and `return_to`. The provider is sent back to `<this origin>/auth/{provider}/callback` (register that URL with the provider for every host that offers it). Access: public. Served on the platform host and on site hosts.
         */
        get: operations["getAuthByProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish a social sign-in (the provider redirects here)
         * @description Also at /auth/{provider}/callback. The state must match this browser's `oauth_<provider>` cookie, started on this host, and is good once; the cookie is cleared whatever the outcome. The account: the one this provider identity is linked to; else the account with the provider's email address, only if the provider verified it (GitHub: the primary address's `verified`; Google: `email_verified`; Microsoft: `xms_edov: true` only) — an account whose own address was not yet verified then loses its password and earlier tokens (it may have been opened by someone else); else a new account without a password (membership role 1 on a site host, no site role on the platform host) if sign-up is allowed (`allowSignup`, 403 otherwise; counted against RATE_LIMIT_SIGNUP). Sets `current_user` and, on the platform host, `admin_session`, then 303 to `return_to` — or, when Accept prefers application/json, answers the token envelope. Access: public. Served on the platform host and on site hosts.
         */
        get: operations["getAuthByProviderCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every account of the platform (platform role 7+)
         * @description Access: role 7+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        get: operations["getAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an account (platform role 7+)
         * @description Its memberships, identities and pending codes go with it, and its tokens stop working. An account that still owns sites answers 422: delete them or hand them over first. Access: role 7+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        delete: operations["deleteAccountsByUid"];
        options?: never;
        head?: never;
        /**
         * Disable or enable an account (platform role 7+)
         * @description A disabled account gets 403 at every sign-in and its tokens stop working at once; enabling it again does not revive them. Not for one's own account, nor for a platform admin of the same or a higher role. Access: role 7+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        patch: operations["patchAccountsByUid"];
        trace?: never;
    };
    "/api/v1/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sites the caller owns or belongs to (role 7+ sees all), newest first, paginated
         * @description Access: session (any signed-in user). Served on the platform host and on site hosts.
         */
        get: operations["getSites"];
        /**
         * Update the addressed site
         * @description A Stripe secret key (`sk_test_`, `sk_live_`, `rk_test_`, `rk_live_`) is checked with one read from Stripe before it is stored: a key Stripe refuses answers 422 and nothing is stored; when Stripe cannot be reached the key is stored and `warnings` says so. `null` removes a key (no Stripe key: the built-in test provider). Payment secrets under `settings.payments` and social sign-in clients under `settings.oauth` (`{github|google|microsoft: {clientId, clientSecret} | null}`, microsoft also `tenant`; null removes one) are write-only and never answered back. `domains` is the full list of custom domains: listed claims keep their state, unlisted ones are removed, and new ones are claimed as `pending` with a fresh token (`domainClaims[].record`). A pending domain selects nothing until POST /api/v1/sites/domains/verify proves it; a domain active on another site may be claimed too (its proven owner takes it over). The platform host and its subdomains answer 422. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        put: operations["putSites"];
        /**
         * Create a site from a theme (default `blank`: one /index template); the caller gets role 5 on it (limited per client IP with sign-ups, RATE_LIMIT_SIGNUP an hour)
         * @description `theme` names one of GET /api/v1/themes; its templates are written published, with the site, in one transaction (a theme the database refuses leaves no site). Access: session (any signed-in user). Served on the platform host and on site hosts.
         */
        post: operations["postSites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The addressed site's overview: counts, today's views, recent leads and orders, getting-started steps
         * @description Each part is answered only to a role that has its own screen (posts and products 2+, orders, leads and views 3+, members, the domain and payments steps 5+); the others are left out of the answer. Access: role 1+ on this site. Served on site hosts only.
         */
        get: operations["getSitesOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/domains/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove the addressed site's claim on a custom domain through DNS
         * @description Looks up the TXT records of `_site-platform-challenge.<domain>`; one equal to `site-platform-verification=<token>` (the claim's `record`) makes the claim `active`, and any other site's active claim on the domain goes back to `pending`. Not found, or a DNS failure or timeout (3 s): 422 naming the record to publish. No claim on the domain by this site: 404. Limited to 20 calls a minute per site. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postSitesDomainsVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a subdomain is free; malformed or reserved answers 422
         * @description Access: public. Served on the platform host and on site hosts.
         */
        get: operations["getSitesAvailable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Self-serve sign-up: a new user and their site, with a token minted on it
         * @description On the platform host, from its own origin, also sets the admin_session cookie (as login does). Access: public. Served on the platform host and on site hosts.
         */
        post: operations["postSitesNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The limits that apply to the addressed site, stated plainly
         * @description Render time, memory and output size, loop and collection sizes, fetches per render with their timeout and size, page cache lifetime, body size cap, export cap, the storage quota (`storage.quotaBytes`) and upload size, rate limits and the site's mail budget (`mail.perHour`, `mail.perDay`: small until the platform trusts the site), each {name, value, unit, description}, read from the running configuration. Any member of the site; role 3+ also get `storage`, the quota's use (stored bytes and bytes set aside by unused upload URLs); role 5+ also get `mail`, the budget's use: a mail past it is not sent, and the first one past it in a window writes a `mail.over_budget` row to the site log. Access: role 1+ on this site. Served on site hosts only.
         */
        get: operations["getSitesLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a site the caller belongs to
         * @description Access: session (any signed-in user). Served on the platform host and on site hosts.
         */
        get: operations["getSitesByUid"];
        put?: never;
        post?: never;
        /**
         * Delete a site (owner or role 7+)
         * @description Access: owner or role 7+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        delete: operations["deleteSitesByUid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/{uid}/mail-trust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Trust a site's mail, or withdraw that (platform admins, role 7+)
         * @description Until the platform trusts a site (this approval, or a proven custom domain), its own words (mail templates, product titles, its name) are mailed only to addresses that proved themselves, and its mail budget is the small one (MAIL_BUDGET_HOUR, MAIL_BUDGET_DAY). Anyone but a platform admin: 403; an unknown site: 404. The site view answers `mailTrusted`. Access: session (any signed-in user). Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        put: operations["putSitesByUidMailTrust"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/{uid}/storage-quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set one site's storage quota (platform admins, role 7+)
         * @description Instead of STORAGE_QUOTA_BYTES; null goes back to it. A quota below the current use deletes nothing: uploads are refused (413) until files are deleted. Anyone but a platform admin: 403; an unknown site: 404. Answers the quota and its use; writes a `storage.quota` row to the site log. Access: session (any signed-in user). Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        put: operations["putSitesByUidStorageQuota"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sites/{uid}/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint a token on another of the caller's sites
         * @description Access: session (any signed-in user). Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        post: operations["postSitesByUidSwitch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members of this site (personal data)
         * @description Only accounts with a role here: people who signed up on the site, created it, or accepted an invitation. Access: role 2+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own membership of this site
         * @description Its role, whether the staff mails on new orders and leads reach the caller (`staffMail`), and the role they go to (`staffMailRole`). `item` is null for an account that reaches the site without a membership (a platform admin). Access: role 1+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getUsersMe"];
        /**
         * Opt in or out of the staff mails on new orders and leads
         * @description The member's own choice: nobody sets it for another member. The mails go to members whose role reaches the site setting `staffMailRole` (default 5), who took the membership themselves and, until the platform trusts the site, whose address is verified. Access: role 1+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        put: operations["putUsersMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the role of a member of this site
         * @description Only for an account that is already a member here; anyone else (a platform admin too) answers 404, the same whether or not the uid exists: invite them by email (POST /api/v1/users/invitations). Nobody grants a role above their own; 7 is never granted here; role 0 removes the membership and ends the user's tokens. A member cannot change the role of someone at or above their own role, except the site's owner; nobody below role 7 changes the owner's role. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        put: operations["putUsersByUid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open invitations of this site
         * @description Pending and not expired, newest first. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getUsersInvitations"];
        put?: never;
        /**
         * Invite an address to a role on this site
         * @description Mails a link (valid 7 days, once) to the address; the account with that address accepts it while signed in (POST /api/v1/users/invitations/accept), and only then has the role. Role 1 to 5, never above the inviter's own (403). A new invitation to the same address replaces the open one. The answer is the same whether or not the address has an account; an address of a member of this site answers 422 (change their role with PUT /api/v1/users/{uid}). The mail carries the site's host and the role's name only, and links to the platform's /admin/invitations/accept. 20 an hour per site. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postUsersInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an open invitation
         * @description Its link stops working at once. 404 for an invitation of another site or one no longer open. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        delete: operations["deleteUsersInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an invitation before accepting it
         * @description The site's host and the offered role, for the signed-in account the invitation was sent to; the same refusals as accepting (403 for another address, 404 for an unknown, expired, revoked or used link). Changes nothing. Access: session (any signed-in user). Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        get: operations["getUsersInvitationsAccept"];
        put?: never;
        /**
         * Accept an invitation as the signed-in account
         * @description The signed-in account's address must be the one the invitation was sent to (else 403: sign in with it). Unknown, expired, revoked or used links answer 404. Creates the membership with the invited role (the higher one if the account is a member already) and marks the address verified. Access: session (any signed-in user). Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on the platform host and on site hosts.
         */
        post: operations["postUsersInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posts
         * @description Every live post of any status unless `status` is given; newest first by `date` (then by creation, then by uid). `date` is a prefix of the ISO date (2026, 2026-11, 2026-11-22), in UTC. Pages by `page`, or by `cursor`: the `next_cursor` of an answer, sent back with the same filters, gives the next page at the same speed at any depth, and a walk by cursor sees every post that existed when it started exactly once while posts are added or deleted meanwhile. A cursor that is not one, or was made for other filters, answers 422. Access: public. Served on site hosts only.
         */
        get: operations["getPosts"];
        put?: never;
        /**
         * Create a post, or upsert by uid
         * @description `type` defaults to post and `status` to 0 (draft; 1 is published). With the uid of an existing post it updates that post, under the rules of an update. `slug` defaults to the title made into lower-case words joined by -. A slug names one live post of the site (any type): when another live post has it, the write is not refused but stores the slug with a random suffix (`my-post-x3k9qa`), so read the answered `slug`. Publishing needs role 2 (writer): a post created or changed by a caller below role 2 is stored as a draft (status 0) whatever `status` it asks for. Rights follow the current role: role 3+ changes any post; its author changes it while a member of the site (role 1+), and below role 2 only while it is not published: a change, unpublish or delete of a published post by its author below role 2 (demoted since, say) answers 403 and changes nothing, and an author removed from the site changes none of their posts. Every write purges the site's cached pages. A member below writer (role 2) creates drafts only, and at most RATE_LIMIT_DRAFTS (60) a minute on a site: posts, templates and file records together (429 with Retry-After past it). Access: session (any signed-in user). Served on site hosts only.
         */
        post: operations["postPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one post with author, media and variants
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getPostsByUid"];
        /**
         * Update a post (absent fields keep their values)
         * @description `slug` defaults to the title made into lower-case words joined by -. A slug names one live post of the site (any type): when another live post has it, the write is not refused but stores the slug with a random suffix (`my-post-x3k9qa`), so read the answered `slug`. Publishing needs role 2 (writer): a post created or changed by a caller below role 2 is stored as a draft (status 0) whatever `status` it asks for. Rights follow the current role: role 3+ changes any post; its author changes it while a member of the site (role 1+), and below role 2 only while it is not published: a change, unpublish or delete of a published post by its author below role 2 (demoted since, say) answers 403 and changes nothing, and an author removed from the site changes none of their posts. Every write purges the site's cached pages. Access: owner or role 3+ on this site. Served on site hosts only.
         */
        put: operations["putPostsByUid"];
        post?: never;
        /**
         * Soft-delete a post
         * @description Publishing needs role 2 (writer): a post created or changed by a caller below role 2 is stored as a draft (status 0) whatever `status` it asks for. Rights follow the current role: role 3+ changes any post; its author changes it while a member of the site (role 1+), and below role 2 only while it is not published: a change, unpublish or delete of a published post by its author below role 2 (demoted since, say) answers 403 and changes nothing, and an author removed from the site changes none of their posts. Every write purges the site's cached pages. Access: owner or role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deletePostsByUid"];
        options?: never;
        head?: never;
        /**
         * Update a post (absent fields keep their values)
         * @description `slug` defaults to the title made into lower-case words joined by -. A slug names one live post of the site (any type): when another live post has it, the write is not refused but stores the slug with a random suffix (`my-post-x3k9qa`), so read the answered `slug`. Publishing needs role 2 (writer): a post created or changed by a caller below role 2 is stored as a draft (status 0) whatever `status` it asks for. Rights follow the current role: role 3+ changes any post; its author changes it while a member of the site (role 1+), and below role 2 only while it is not published: a change, unpublish or delete of a published post by its author below role 2 (demoted since, say) answers 403 and changes nothing, and an author removed from the site changes none of their posts. Every write purges the site's cached pages. Access: owner or role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchPostsByUid"];
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the posts and products of the site
         * @description Full-text search in the site's language (its `locale` setting picks the stemmer: en, de, fr, es, it, nl, pt, sv and more; any other language matches words as written). Best matches first: a match in the title weighs most, then the excerpt (`data.excerpt`), tag and label, then the body. Ranked among at most 400 candidates (up to 200 title matches and 200 others), so `total_entries` is at most 400: narrow a very common word with more words. `q` reads like a search engine's box: `"a phrase"`, `-word` to leave out, `or`; the last word also matches as a prefix while it is being typed. A search that finds nothing is tried once more with each word no published post of the site has replaced by the site's most similar word (a one-letter typo: "espreso" finds "espresso"); `corrected_query` then names the search that ran. Published live posts of this site only, unless a writer (role 2) or above asks `status=any`. `snippet` is HTML made safe: the post's text escaped, the matched words in `<mark>`. Rate limited per client IP (RATE_LIMIT_SEARCH a minute, default 120). Access: public. Served on site hosts only.
         */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/preview-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short token for previewing unsaved template bodies on this site
         * @description A JWT with `purpose: "preview"`, this site and the caller, valid 10 minutes. Only POST /api/v1/templates/preview accepts it: as a session it is refused everywhere (401). On the platform host, name the site with X-Site. Access: role 3+ on this site. Served on site hosts only.
         */
        post: operations["postTemplatesPreviewToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a page with an unsaved template body (the admin posts a form into a sandboxed frame)
         * @description Only on the site's own host (the token's `action`); on the platform host 404. Authenticated by the preview token alone, in the `token` field or as Authorization: Bearer; a cookie or session token grants nothing here. No valid preview token of this site: 401; the user's role here is now below 3: 403; `uid` names no template: 404. The body stands in for template `uid`: as the page when `path` is its permalink (the default), and by its title wherever it is used as a layout or partial; without `uid` it is the page at `path`. Nothing is written, cached or purged, not even a site log row: a failing body answers 200 with the reason (tag, line, column) for the editor, where a live page would answer 500 and write `render.failed`; render limits apply as for pages. Access: public. Served on site hosts only.
         */
        post: operations["postTemplatesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates, each with its raw body
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getTemplates"];
        put?: never;
        /**
         * Create a template, or upsert by uid
         * @description Saving is the deploy: caches tied to the template are purged at once. A permalink under /api/, /auth/, /payments/ or /admin is refused with 422, and so is a save that publishes onto a permalink another published template of the site uses (a draft holds no permalink, so it clashes with none). Partials and layouts are found by title. `baseVersion` applies when the uid exists (the upsert is an update). Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes). A member below writer (role 2) creates drafts only, and at most RATE_LIMIT_DRAFTS (60) a minute on a site: posts, templates and file records together (429 with Retry-After past it). Access: session (any signed-in user). Served on site hosts only.
         */
        post: operations["postTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Parse-check a template body
         * @description Parses only, never renders (fetch, prefetch and collection never run). An invalid body still answers 200 with state ok and `data.ok` false, with at most one error (the parser stops at the first). Warnings never make a body invalid: unknown tags and filters (with the closest registered name as `suggestion`), an assign or capture this body never reads (not for layouts and partials, nor in a body with a layout or `include`, which share its scope), and a literal `{% layout %}`, `{% render %}` or `{% include %}` naming no published template of the site. `type` (or the stored type of `uid`) decides the assign check; `uid`'s own title counts as present. Access: role 3+ on this site. Served on site hosts only.
         */
        post: operations["postTemplatesValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one template including its raw body
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getTemplatesByUid"];
        /**
         * Update a template (absent fields keep their values)
         * @description Every stored change moves `version` by one and keeps a history row (the last 20 per template). With `baseVersion`, a save whose base is no longer the stored version answers 409 and changes nothing; of two saves from the same base exactly one succeeds. Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes). Access: owner or role 3+ on this site. Served on site hosts only.
         */
        put: operations["putTemplatesByUid"];
        /**
         * Update a template (absent fields keep their values)
         * @description Every stored change moves `version` by one and keeps a history row (the last 20 per template). With `baseVersion`, a save whose base is no longer the stored version answers 409 and changes nothing; of two saves from the same base exactly one succeeds. Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes). Access: owner or role 3+ on this site. Served on site hosts only.
         */
        post: operations["postTemplatesByUid"];
        /**
         * Soft-delete a template
         * @description Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes). Access: owner or role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deleteTemplatesByUid"];
        options?: never;
        head?: never;
        /**
         * Update a template (absent fields keep their values)
         * @description Every stored change moves `version` by one and keeps a history row (the last 20 per template). With `baseVersion`, a save whose base is no longer the stored version answers 409 and changes nothing; of two saves from the same base exactly one succeeds. Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes). Access: owner or role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchTemplatesByUid"];
        trace?: never;
    };
    "/api/v1/templates/{uid}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The template's history, newest first
         * @description Every stored change moves `version` by one and keeps a history row (the last 20 per template). With `baseVersion`, a save whose base is no longer the stored version answers 409 and changes nothing; of two saves from the same base exactly one succeeds. Access: owner or role 3+ on this site. Served on site hosts only.
         */
        get: operations["getTemplatesByUidVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{uid}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One version of the template, with its body
         * @description Access: owner or role 3+ on this site. Served on site hosts only.
         */
        get: operations["getTemplatesByUidVersionsByVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{uid}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store an old version (title, permalink, type, body) as a new version
         * @description A restore is a save: Publishing needs role 3 (marketer): a template created or changed by a caller below role 3 (the author, or any signed-in user creating one) is stored as a draft (`published: false`; a create still answers 201). A draft is never rendered, never matched by its permalink or pattern, and never used as a layout, partial or theme file, until a role-3+ member saves it (a save by role 3+ publishes unless it sends `published: false`, which stores a draft: on a published template the draft is kept as `draftBody` beside the live body, which keeps serving, and holds the body only). What is live always parses: a save that would publish (create, update, restore, or a role-3+ save of a stored draft without a body, which publishes that draft) validates the body first, and one that does not parse answers 422 with `data.line`, `data.column`, `data.code` of the first error, `data.errors` (all, as `POST /api/v1/templates/validate` reports them) and `data.text` naming the place; nothing is stored (no version, no cache purge). Email templates are checked part by part (subject, HTML, text), placed in the whole body. Warnings (unknown tags, missing layouts or partials) never refuse a save. Only published templates hold a permalink: publishing a draft whose permalink a published template of the site uses answers 422. Rights follow the current role: role 3+ changes any template; below role 3 its author changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published template is never changed, unpublished or deleted by an author demoted or removed since (403, nothing changes). Access: owner or role 3+ on this site. Served on site hosts only.
         */
        post: operations["postTemplatesByUidVersionsByVersionRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The themes a site may start from (POST /api/v1/sites `theme`) or apply
         * @description Access: public. Served on the platform host and on site hosts.
         */
        get: operations["getThemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themes/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a theme's templates to the addressed site as drafts to review
         * @description Every template of the theme becomes a new draft (`published: false`) in one transaction: nothing live is overwritten and no path is claimed, so the live site does not change. `replaces` names the live template each draft would take the place of. The site remembers the theme (`settings.theme`). Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postThemesApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's theme folder as one zip archive
         * @description Every live template (drafts with `published: false` in their front matter), `bits.json`, `redirects.json` and `theme.json`, in the folder format the CLI pulls (README, "Local development"). The same site exports to the same bytes. Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getThemesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/themes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a theme folder archive to the addressed site, all or nothing
         * @description The archive (base64 of a zip in the folder format, as GET /api/v1/themes/export answers it) is checked whole first: each record by the rules of its own endpoint and each template that would go live parsed as a publishing save parses it (assets and email parts included). Any problem answers 422 with `data.problems` (at most 100), each as `path:line:col: message`, and nothing is written. Then, in batches of at most 100 records, each its own short transaction (a failure midway undoes the batches before it, so the site is left as it was, and answers its error; a publishing import's templates go live batch by batch meanwhile): a template replaces the live one of the same type and title (or, when published, the page on its permalink), else is created; with `publish: false` (the default) templates become drafts beside the live ones and bits and redirects are not written. At most 2000 files, 524288 bytes each and 16777216 bytes in all, unpacked. Access: role 3+ on this site. Served on site hosts only.
         */
        post: operations["postThemesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bits (named snippets and key-value pairs)
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getBits"];
        put?: never;
        /**
         * Create a bit; names are unique per site
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        post: operations["postBits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bits/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one bit by uid or by name
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getBitsByUid"];
        /**
         * Update a bit
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        put: operations["putBitsByUid"];
        post?: never;
        /**
         * Delete a bit
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deleteBitsByUid"];
        options?: never;
        head?: never;
        /**
         * Update a bit
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchBitsByUid"];
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List file records
         * @description Published records; with them the caller's own drafts, and every draft for role 2+. Access: public. Served on site hosts only.
         */
        get: operations["getFiles"];
        put?: never;
        /**
         * Create a file record
         * @description Metadata only: the bytes go through a presigned upload. The caller is recorded as the owner. Publishing needs role 2 (writer): a record created by a caller below role 2 is a draft (`published: false`, the create still answers 201) whatever it asks; role 2+ creates published records unless it sends `published: false`, and publishes or unpublishes with `published` in an update. A draft is left out of public reads, of the `files` collection and of every page until a role-2+ member publishes it; its creator still reads it. Rights follow the current role: role 2+ changes any record; below role 2 its creator changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published record is never changed, unpublished or deleted by a creator demoted or removed since (403, nothing changes). A member below writer (role 2) creates drafts only, and at most RATE_LIMIT_DRAFTS (60) a minute on a site: posts, templates and file records together (429 with Retry-After past it). Access: session (any signed-in user). Served on site hosts only.
         */
        post: operations["postFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one file record
         * @description A draft is found by its creator and role 2+ only (404 for anyone else). Access: public. Served on site hosts only.
         */
        get: operations["getFilesByUid"];
        /**
         * Update, publish or unpublish a file record
         * @description Publishing needs role 2 (writer): a record created by a caller below role 2 is a draft (`published: false`, the create still answers 201) whatever it asks; role 2+ creates published records unless it sends `published: false`, and publishes or unpublishes with `published` in an update. A draft is left out of public reads, of the `files` collection and of every page until a role-2+ member publishes it; its creator still reads it. Rights follow the current role: role 2+ changes any record; below role 2 its creator changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published record is never changed, unpublished or deleted by a creator demoted or removed since (403, nothing changes). Access: owner or role 2+ on this site. Served on site hosts only.
         */
        put: operations["putFilesByUid"];
        post?: never;
        /**
         * Delete a file record
         * @description Publishing needs role 2 (writer): a record created by a caller below role 2 is a draft (`published: false`, the create still answers 201) whatever it asks; role 2+ creates published records unless it sends `published: false`, and publishes or unpublishes with `published` in an update. A draft is left out of public reads, of the `files` collection and of every page until a role-2+ member publishes it; its creator still reads it. Rights follow the current role: role 2+ changes any record; below role 2 its creator changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published record is never changed, unpublished or deleted by a creator demoted or removed since (403, nothing changes). Access: owner or role 2+ on this site. Served on site hosts only.
         */
        delete: operations["deleteFilesByUid"];
        options?: never;
        head?: never;
        /**
         * Update, publish or unpublish a file record
         * @description Publishing needs role 2 (writer): a record created by a caller below role 2 is a draft (`published: false`, the create still answers 201) whatever it asks; role 2+ creates published records unless it sends `published: false`, and publishes or unpublishes with `published` in an update. A draft is left out of public reads, of the `files` collection and of every page until a role-2+ member publishes it; its creator still reads it. Rights follow the current role: role 2+ changes any record; below role 2 its creator changes or deletes it only while it is a draft and while they are a member of the site (role 1+), so a published record is never changed, unpublished or deleted by a creator demoted or removed since (403, nothing changes). Access: owner or role 2+ on this site. Served on site hosts only.
         */
        patch: operations["patchFilesByUid"];
        trace?: never;
    };
    "/api/v1/storage/presign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A URL to PUT one file to, under the site's own folder
         * @description The key is a relative path of safe segments (letters, digits, `. _ - ~ ( ) + , @ = !` and space; no `%`, `\`, `.`/`..` or empty segments, no leading `/` or drive letter, at most 512 characters); it is stored as `<site uid>/<key>`, and a key already starting with this site's uid is not prefixed twice. A key starting with another site's uid answers 422. `size` over UPLOAD_MAX_BYTES answers 413. What a site may upload: images, videos, audio, documents (PDF, text, CSV, Word, Excel, PowerPoint, OpenDocument, EPUB), fonts, 3D models (GLB, glTF, USDZ, OBJ, STL) and ZIP archives, by the key's extension (the kinds' own types, or application/octet-stream) or, for a key without one, by `contentType`. Programs and scripts (.exe .msi .bat .cmd .com .scr .ps1 .sh .dll .jar .apk .app .dmg, .js and the like, or an executable type) and any other kind (HTML included) answer 422 naming the allowed kinds. Refusals (`data.text`) are written for the site owner who reads them in the admin: sizes in KB and MB, formats by name, what to do; no setting or header names (the server log has those). Each site has a storage quota (STORAGE_QUOTA_BYTES, or the platform admin's figure for the site; GET /api/v1/sites/limits shows it and its use): stored bytes plus bytes set aside by unexpired upload URLs. A presign sets aside `size` bytes (without one, on the local store, what is left, at most UPLOAD_MAX_BYTES); one that would pass the quota answers 413 `payload_too_large` naming the quota and the use (`data.quota`). Presigns are rate-limited per site (RATE_LIMIT_PRESIGN a minute; 429 with Retry-After). Deleting a file record (role 3+) deletes the uploaded bytes its url names, when no other record of the site names them. With S3_BUCKET and S3_ENDPOINT set: `size` is required (422 without), and the answer is an S3 presigned PUT (15 minutes) signing the content type, the exact length `size` and, for anything but raster images, `content-disposition: attachment`: send exactly `headers` and exactly `size` bytes. The key counts `size` against the quota from the presign on, whether or not the PUT is made, until its file record is deleted. Otherwise the local store: a URL on the site's own host, valid 15 minutes, for at most `size` (or UPLOAD_MAX_BYTES) bytes of exactly `contentType`. On Vercel without S3 this answers 404 (the server log names S3_BUCKET and S3_ENDPOINT). Access: role 3+ on this site. Served on site hosts only.
         */
        post: operations["postStoragePresign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storage/upload/{site}/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The local store's presigned upload
         * @description Use the URL from presign as it is. A raster image (png, jpeg, webp, avif, gif) is measured before it is kept: its width and height as shown, format and a ThumbHash placeholder, answered as `image` and written to every file record naming the key (and to records made later); a file that is not the image its type claims, or has more pixels than IMAGE_MAX_PIXELS (40 million; a decompression bomb is refused from its header, before anything is decoded), answers 422 and nothing is stored. The Content-Type must be the signed one (else 415); more bytes than signed (or than UPLOAD_MAX_BYTES) answer 413 and nothing is stored. A program is refused by its first bytes (an MZ header with its PE header, ELF, Mach-O or the Java class magic, a `#!/` script) with 422, whatever the key and type say. The bytes received replace the URL's reservation in the site's quota (and replace the key's former bytes); an upload that fails (any 4xx, or a client that goes away mid-body) gives the reservation back at once; the URL may be used again within what the quota has left. An upload that would pass the quota (its URL expired meanwhile, or used again) answers 413 and nothing is stored. Only the site's own host accepts it. CORS: any origin, no credentials (OPTIONS answers the preflight). Access: the signed URL that POST /api/v1/storage/presign answered. Served on site hosts only.
         */
        put: operations["putStorageUploadBySiteByKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storage/files/{site}/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file (local store)
         * @description On the site's own host only (the platform host and other sites answer 404). Raster images (png, jpeg, gif, webp, avif, ico) are served inline with their type; anything else as a download (Content-Disposition: attachment), and HTML, SVG, XML and script as application/octet-stream. Always X-Content-Type-Options: nosniff and a sandboxing Content-Security-Policy. ETag and If-None-Match (304); Cache-Control: public, max-age=300. Any of `w`, `h`, `fit`, `fm` asks for a variant of a raster image instead (the `image_url` and `image_tag` Liquid filters write these URLs): turned upright by its EXIF orientation, resized to fit (never enlarged), re-encoded, and without any of the original's metadata (EXIF and its GPS position, XMP). `w` and `h` snap up to 64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920 or 2560; `fit` (with both) is inside (default), cover or contain; `fm` is auto (WebP when Accept names image/webp, else JPEG, PNG for a PNG; Vary: Accept), webp, avif, jpeg or png. A variant is made once, in the site's turn of a small pool shared fairly by sites, and stored beside the original for every instance; it counts against the site's storage quota (`variantBytes` of GET /sites/limits) and is deleted with its original (a new upload to the key, or deleting it). At most 48 sizes and formats are kept of one image. A new variant past the quota answers 413, past that bound 422: in the envelope, or, to a request whose Accept names image/* (an <img>), with the original's bytes as the body (Cache-Control: no-store, X-Image-Variant: refused, X-Image-Refused: the reason), so pages still show the image. With `v` equal to the original's content version (the file record's `version`) the answer is Cache-Control: public, max-age=31536000, immutable (a new upload has a new version, so new URLs); otherwise max-age=300. Access: public. Served on site hosts only.
         */
        get: operations["getStorageFilesBySiteByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List comments and reviews, newest first; `postUid` narrows to one post
         * @description Hidden comments are left out, except for role 3+ asking `status=hidden` or `status=all` (the moderation queue). Access: public. Served on site hosts only.
         */
        get: operations["getComments"];
        put?: never;
        /**
         * Post a comment
         * @description A `rating` of 1 to 5 makes it a review. The post must be a live post of this site. Access: session (any signed-in user). Served on site hosts only.
         */
        post: operations["postComments"];
        /**
         * Delete a comment (id in the query)
         * @description The author deletes their own; role 3+ may delete any. Access: owner or role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deleteComments"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one comment
         * @description A hidden comment answers 404 below role 3. Access: public. Served on site hosts only.
         */
        get: operations["getCommentsById"];
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description The author deletes their own; role 3+ may delete any. Access: owner or role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deleteCommentsById"];
        options?: never;
        head?: never;
        /**
         * Moderate a comment: hide it or show it again
         * @description A hidden comment is left out of public reads and `{% collection comments %}`; its author may still delete it. Access: role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchCommentsById"];
        trace?: never;
    };
    "/api/v1/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List redirect rules
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getRedirects"];
        put?: never;
        /**
         * Create a redirect rule
         * @description `status` is 301 (default), 302, 307 or 308. Rules apply to paths no template claims; one rule per `from`. Access: role 3+ on this site. Served on site hosts only.
         */
        post: operations["postRedirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one redirect rule
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getRedirectsById"];
        /**
         * Update a redirect rule
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        put: operations["putRedirectsById"];
        post?: never;
        /**
         * Delete a redirect rule
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deleteRedirectsById"];
        options?: never;
        head?: never;
        /**
         * Update a redirect rule
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchRedirectsById"];
        trace?: never;
    };
    "/api/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getLeads"];
        put?: never;
        /**
         * Submit a lead
         * @description JSON `{form?, data}`, or an HTML form post whose fields become `data` (`form` names the form). A form post with `_redirect` (a path on this site) answers 303 to it. Fires the lead_received hook and the lead webhook: the answer to a JSON submit shows what the lead_received plugins added; a form post with `_redirect` does not wait for them (they run after the answer). Access: public. Served on site hosts only.
         */
        post: operations["postLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered leads as CSV
         * @description The same filters and role as GET /api/v1/leads, every page at once: at most 10000 leads, newest first (X-Leads-Rows says how many; X-Leads-Truncated: true when more matched). Columns uid, form, status, createdAt, then the leads' data keys, most used first (at most 200; further keys go to one JSON column moreData). Nested values are their JSON text. Any text cell (header included) starting with = + - @, tab or CR gets a leading ' so that a spreadsheet never runs it as a formula. Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getLeadsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Form names of the leads with their counts
         * @description For the inbox's form filter: every form that has live leads, by name. Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getLeadsForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one lead (submitter or role 3+)
         * @description Access: owner or role 3+ on this site. Served on site hosts only.
         */
        get: operations["getLeadsByUid"];
        /**
         * Update a lead's status or data (submitter or role 3+)
         * @description Access: owner or role 3+ on this site. Served on site hosts only.
         */
        put: operations["putLeadsByUid"];
        post?: never;
        /**
         * Soft-delete a lead (submitter or role 3+)
         * @description Access: owner or role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deleteLeadsByUid"];
        options?: never;
        head?: never;
        /**
         * Update a lead's status or data (submitter or role 3+)
         * @description Access: owner or role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchLeadsByUid"];
        trace?: never;
    };
    "/api/v1/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search variants
         * @description Variants of live products. `option.<name>=<value>` (up to 10) keeps variants whose option has that value, e.g. `?option.size=M`. Access: public. Served on site hosts only.
         */
        get: operations["getVariants"];
        put?: never;
        /**
         * Add a variant to a product
         * @description Role 2+ or the author of the product post. Below role 2 the author must be a member of the site (role 1+) and the product unpublished: a published product's variants are changed, added or deleted by role 2+ only (403). `postUid` must be a live post of type product of this site (422). `sku` is optional (absent or empty: none, answered as `""`; any number of variants may have none); a non-empty sku is unique per site: a duplicate answers 422. Money is an integer in minor units. Access: owner or role 2+ on this site. Served on site hosts only.
         */
        post: operations["postVariants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/variants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's variants (GET /api/v1/variants/:postUid), by position
         * @description A post of another type has none; an unknown post answers 404. Access: public. Served on site hosts only.
         */
        get: operations["getVariantsById"];
        /**
         * Update a variant (its creator or role 2+)
         * @description Absent fields keep their values. Below role 2 the author must be a member of the site (role 1+) and the product unpublished: a published product's variants are changed, added or deleted by role 2+ only (403). A sold variant (one a paid order held) refuses a change of price, currency or sku, and deletion: 422; its title, stock, options and attributes may still change. Access: owner or role 2+ on this site. Served on site hosts only.
         */
        put: operations["putVariantsById"];
        post?: never;
        /**
         * Delete a variant (its creator or role 2+)
         * @description Below role 2 the author must be a member of the site (role 1+) and the product unpublished: a published product's variants are changed, added or deleted by role 2+ only (403). A sold variant (one a paid order held) refuses a change of price, currency or sku, and deletion: 422; its title, stock, options and attributes may still change. Access: owner or role 2+ on this site. Served on site hosts only.
         */
        delete: operations["deleteVariantsById"];
        options?: never;
        head?: never;
        /**
         * Update a variant (its creator or role 2+)
         * @description Absent fields keep their values. Below role 2 the author must be a member of the site (role 1+) and the product unpublished: a published product's variants are changed, added or deleted by role 2+ only (403). A sold variant (one a paid order held) refuses a change of price, currency or sku, and deletion: 422; its title, stock, options and attributes may still change. Access: owner or role 2+ on this site. Served on site hosts only.
         */
        patch: operations["patchVariantsById"];
        trace?: never;
    };
    "/api/v1/variants/check_stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check stock for a set of items
         * @description One row per asked item, in order. `available`: the variant exists and its stock (null: unlimited) covers the quantity. An unknown variant has stock 0. Access: public. Served on site hosts only.
         */
        post: operations["postVariantsCheckStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/options/{postUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Options of a product
         * @description From its variants' `options`: names in first-seen order (variants by position), each with its values in first-seen order. Within one variant, names come in the order the database keeps them (shorter first, then alphabetical), not as sent. Access: public. Served on site hosts only.
         */
        get: operations["getOptionsByPostUid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attributes/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attributes of a variant
         * @description Access: public. Served on site hosts only.
         */
        get: operations["getAttributesByVariantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session cart named by the cart_id cookie
         * @description 404 when there is no cookie or its cart is gone. Access: public. Served on site hosts only.
         */
        get: operations["getCartSession"];
        put?: never;
        /**
         * Create an anonymous session cart
         * @description Only variant ids and quantities (and a kept discount code) are stored: every answer prices the items from the server's variants (any price or total sent is ignored); lines of deleted variants are left out. A cart's lines share one currency: a write mixing currencies answers 422, as does an unknown variant. A quantity beyond the stock is kept (the line says available: false); checkout refuses it. `discountCode` keeps a code with the cart: checked against the items when written (a code that does not apply answers 422 with the reason; it counts against the quote's rate limit, RATE_LIMIT_QUOTE), priced on every read (discount, discountReason, total) and applied by a checkout of the cart that names no code; it is used only when the order is paid, which empties the cart and its code. A cart untouched for 30 days is gone. Access: public. Served on site hosts only.
         */
        post: operations["postCartSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a session cart
         * @description 404 for an unknown id or a cart idle over 30 days. Access: public. Served on site hosts only.
         */
        get: operations["getCartSessionById"];
        put?: never;
        /**
         * Replace a session cart's items
         * @description Only variant ids and quantities (and a kept discount code) are stored: every answer prices the items from the server's variants (any price or total sent is ignored); lines of deleted variants are left out. A cart's lines share one currency: a write mixing currencies answers 422, as does an unknown variant. A quantity beyond the stock is kept (the line says available: false); checkout refuses it. `discountCode` keeps a code with the cart: checked against the items when written (a code that does not apply answers 422 with the reason; it counts against the quote's rate limit, RATE_LIMIT_QUOTE), priced on every read (discount, discountReason, total) and applied by a checkout of the cart that names no code; it is used only when the order is paid, which empties the cart and its code. A cart untouched for 30 days is gone. Access: public. Served on site hosts only.
         */
        post: operations["postCartSessionById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in caller's cart on this site
         * @description An empty cart with id null when there is none yet. Access: session (any signed-in user). Served on site hosts only.
         */
        get: operations["getCart"];
        put?: never;
        /**
         * Write the signed-in caller's cart
         * @description `items` replaces the items; `mergeSessionCart` then adds a session cart's items (quantities summed, at most 999 a line) and empties that cart (an unknown or expired id adds nothing). Signing in on a site host with a cart_id cookie (password, code, sign-up, social) merges that session cart the same way. Only variant ids and quantities (and a kept discount code) are stored: every answer prices the items from the server's variants (any price or total sent is ignored); lines of deleted variants are left out. A cart's lines share one currency: a write mixing currencies answers 422, as does an unknown variant. A quantity beyond the stock is kept (the line says available: false); checkout refuses it. `discountCode` keeps a code with the cart: checked against the items when written (a code that does not apply answers 422 with the reason; it counts against the quote's rate limit, RATE_LIMIT_QUOTE), priced on every read (discount, discountReason, total) and applied by a checkout of the cart that names no code; it is used only when the order is paid, which empties the cart and its code. A cart untouched for 30 days is gone. Access: session (any signed-in user). Served on site hosts only.
         */
        post: operations["postCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List discounts
         * @description Newest first. Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getDiscounts"];
        put?: never;
        /**
         * Create a discount code
         * @description The code is stored upper case. A percent value is 1..100; an amount is in minor units, optionally of one currency only; endsAt must be after startsAt. A code another discount of the site has (any case) answers 422. Access: role 3+ on this site. Served on site hosts only.
         */
        post: operations["postDiscounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a discount
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getDiscountsById"];
        /**
         * Update a discount (absent fields keep their values)
         * @description A percent value is 1..100; an amount is in minor units, optionally of one currency only; endsAt must be after startsAt. A code another discount of the site has (any case) answers 422. Access: role 3+ on this site. Served on site hosts only.
         */
        put: operations["putDiscountsById"];
        post?: never;
        /**
         * Delete a discount
         * @description Orders keep the code and amount they were given. Access: role 3+ on this site. Served on site hosts only.
         */
        delete: operations["deleteDiscountsById"];
        options?: never;
        head?: never;
        /**
         * Update a discount (absent fields keep their values)
         * @description A percent value is 1..100; an amount is in minor units, optionally of one currency only; endsAt must be after startsAt. A code another discount of the site has (any case) answers 422. Access: role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchDiscountsById"];
        trace?: never;
    };
    "/api/v1/discounts/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a discount code against items (quote only)
         * @description Prices the items from the server's variants and says what the code would take off now. An unknown, inactive, expired, not yet started, used-up or inapplicable code (subtotal under its minimum, another currency) is `valid: false` with a `reason`, discount 0. A quote never uses the code or changes anything. Items in several currencies or of unknown variants: 422. Rate limited per client IP (RATE_LIMIT_QUOTE a minute). Access: public. Served on site hosts only.
         */
        post: operations["postDiscountsQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Newest first; filters by status, flag, paid (true: sales, the orders that were paid; false: checkouts never paid, such as abandoned ones) and q (an email, or the start of an order uid). Without `paid`, every order and checkout is listed. Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's orders (as buyer)
         * @description Access: session (any signed-in user). Served on site hosts only.
         */
        get: operations["getOrdersMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one order with its history
         * @description The buyer, the seller, a role 2+ member, or anyone presenting `?token=` (the order access token of the checkout and confirmation URLs: how a guest's confirmation page reads the order). Anyone else: 401 when anonymous, 403 when signed in. Access: public. Served on site hosts only.
         */
        get: operations["getOrdersByUid"];
        /**
         * Update an order (status, address, tracking, note)
         * @description A status change adds a history row (with the note and the member); a note alone is kept under the current status. Never back to `pending`; `paid` is set by the payment provider only; a pending order can only be cancelled. Emits order.updated and a site log row `order.<status>`. Access: role 3+ on this site. Served on site hosts only.
         */
        put: operations["putOrdersByUid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an order (status, address, tracking, note)
         * @description A status change adds a history row (with the note and the member); a note alone is kept under the current status. Never back to `pending`; `paid` is set by the payment provider only; a pending order can only be cancelled. Emits order.updated and a site log row `order.<status>`. Access: role 3+ on this site. Served on site hosts only.
         */
        patch: operations["patchOrdersByUid"];
        trace?: never;
    };
    "/api/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's subscriptions
         * @description Access: session (any signed-in user). Served on site hosts only.
         */
        get: operations["getSubscriptionsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/{uid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a subscription (its buyer or role 5+)
         * @description Status `cancelled` at once; `currentPeriodEnd` is kept (what was paid for runs to its end). A Stripe subscription is also set to cancel at its period's end; if Stripe refuses, a site log row `subscription.cancel` says so and the cancellation here stands. Access: owner or role 5+ on this site. Served on site hosts only.
         */
        post: operations["postSubscriptionsByUidCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check out a cart or items: a pending order and where to pay it
         * @description Exactly one of `cartId` and `items`. Prices come from the server only (a price or total in the body is ignored). 422: unknown variants, an empty cart, a line over its stock (named by sku), or a discount code that does not apply (with the reason). Without `discountCode`, a cart's kept code applies. A signed-in caller becomes the buyer. A cart has one checkout: while its order is pending (not paid), checking the same cart out again re-prices and updates that order (same uid, its email, address, lines and discount replaced; `order.updated` instead of `order.created`), two at once included; the discount is used only when the order is paid. `checkoutUrl` is /payments/stripe/{uid} when the site has a Stripe key, else the built-in test provider's page /payments/test/{uid}; both carry the order access token. Rate limited per client IP (RATE_LIMIT_CHECKOUT a minute). Access: public. Served on site hosts only.
         */
        post: operations["postPaymentsCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Stripe event
         * @description The Stripe-Signature header (`t=…,v1=…`, hex HMAC-SHA256 of `<t>.<raw body>` keyed with the site's webhook secret, within 300 s either way) is checked on the raw bytes; a bad or stale signature answers 400 and changes nothing. An event id is applied once (a replay answers 200 and changes nothing). checkout.session.completed (metadata.order_uid, payment_status paid) marks the order paid when the session charged the order's total (amount_total and currency, when the event names them: a session opened before the cart was checked out again at another total leaves the order pending, with a note in its history), takes the stock of every line or flags it `oversold`, uses its discount or flags it `discount_unavailable`, marks its variants sold, empties its cart, starts subscriptions for recurring lines and mails the buyer. customer.subscription.updated/deleted and invoice.paid update the matching subscription. Other types are recorded and ignored. Access: provider signature. Served on site hosts only.
         */
        post: operations["postPaymentsWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/test/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The built-in test provider's payment page
         * @description Sites without a Stripe key. `?token=` is the order access token. A paid order redirects (303) to the confirmation page. Access: the signed URL that POST /api/v1/storage/presign answered. Served on site hosts only.
         */
        get: operations["getPaymentsTestByUid"];
        put?: never;
        /**
         * Pay with the test provider (the page's Pay button)
         * @description A form post of the site's own origin (Origin or Referer checked). Signs a checkout.session.completed event with the site's test webhook secret and applies it through the webhook's own path. Access: the signed URL that POST /api/v1/storage/presign answered. Served on site hosts only.
         */
        post: operations["postPaymentsTestByUid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/stripe/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start the Stripe Checkout of an order
         * @description The session is made when the buyer arrives, with the server's unit prices in the order's currency, metadata.order_uid, the buyer's email, success_url the confirmation page and cancel_url /cart; a discounted order gets a one-time coupon of its discount. Access: the signed URL that POST /api/v1/storage/presign answered. Served on site hosts only.
         */
        get: operations["getPaymentsStripeByUid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plugins
         * @description In creation order, the order their results merge in. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getPlugins"];
        put?: never;
        /**
         * Create a plugin
         * @description `code` is JavaScript (at most 64 KB) defining a function named after each hook in `hooks`, called with the event as a plain JSON object (it may be async). Hooks: `pre_render` (page rendering, before a template renders (not for a page answered from the page cache)): {path, template}: the requested path and the uid of the template about to render; the returned object becomes the template variable `plugin`; `lead_received` (POST /api/v1/leads, after the lead is stored): {lead: {uid, form, status, data, submitterUid, createdAt, updatedAt}}; the returned object is merged into the lead's data; `post_saved` (POST, PUT and DELETE of /api/v1/posts of a post that is or was published (not drafts), after the write (the answer does not wait for it)): {action: "created" | "updated" | "deleted", post: {uid, title, status, type}}; what it returns is ignored. `timeoutMs` (CPU time of the run on its sandbox thread's own clock, waits for fetches included) 50..5000 (default 200) and `memoryMb` 8..256 (default 32), as the manifest's limits say; outside them, or an unknown hook: 422. At most 50 plugins per site. Plugin code runs in a QuickJS sandbox with no host object; it may use console.log and fetch (see GET /api/v1/plugins/typings). Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postPlugins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugins/typings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * TypeScript declarations of the plugin API
         * @description For a code editor: the hook functions with their events, fetch and console. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getPluginsTypings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugins/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one plugin
         * @description Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getPluginsByUid"];
        put?: never;
        post?: never;
        /**
         * Delete a plugin and its invocation log
         * @description Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        delete: operations["deletePluginsByUid"];
        options?: never;
        head?: never;
        /**
         * Update a plugin
         * @description Any subset of the create fields, checked the same way. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        patch: operations["patchPluginsByUid"];
        trace?: never;
    };
    "/api/v1/plugins/{uid}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A plugin's invocations, newest first
         * @description Every run (fired hooks and POST …/run) with its console output; the newest 200 are kept. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getPluginsByUidLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plugins/{uid}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run one hook of the plugin now with a sample event
         * @description Runs the stored code (enabled or not) within its limits and answers the outcome; a failed run is still 200 with `ok: false` and the error. Logged as an invocation like any other. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postPluginsByUidRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the lead and post webhook slots
         * @description A slot's secret is made on its first read. Events are POSTed as JSON {type, timestamp, data} with the Standard Webhooks headers webhook-id (the same on every retry and redelivery), webhook-timestamp (seconds) and webhook-signature (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the slot secret's base64 part; during a rotation's grace period a second, space-separated entry signed with the previous secret). Types: `lead.received` (lead slot; data.lead), `post.created`, `post.updated`, `post.published` (a post turned published, beside its created or updated), `post.deleted` (post slot; data.post). A 2xx answer within 15 s is success; a 3xx is a failure (not followed); 410 Gone turns the slot off (disabledReason); anything else is retried after about 5 s, 5 min, 30 min, 2 h, 5 h and 10 h. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getWebhooks"];
        /**
         * Configure the webhook slots
         * @description Only the slots and fields sent change. A url must be http(s) and resolve to public addresses (checked now and at every send); an enabled slot needs a url. Answers both slots as GET does. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        put: operations["putWebhooks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed test event now
         * @description Sends `{type: "webhook.test", …}` to the slot's url (enabled or not) and answers what the receiver said; recorded in the slot's deliveries. A slot with no url: 422. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postWebhooksTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{slot}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a slot's secret
         * @description A new secret signs from now on; the previous one signs beside it until previousSecretExpiresAt (graceHours, default 24, 0..168). Answers both slots as GET does. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postWebhooksBySlotRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{slot}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A slot's delivery log
         * @description One row per attempt and per test send, newest first; the newest 500 per slot are kept. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getWebhooksBySlotDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{slot}/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a delivery's event again
         * @description The event goes out again with its webhook-id and body. A test send, an event no longer kept (older than a few days), or a slot turned off or without url: 422. Access: role 3+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postWebhooksBySlotDeliveriesByIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notifications sent on this site
         * @description Newest first. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        get: operations["getNotifications"];
        put?: never;
        /**
         * Mail a message to the site's members
         * @description One mail per member whose role here is at least minRole (default 1: every member), queued durably and sent through SMTP_URL (without it, written to DATA_DIR/outbox/*.eml). recipients is how many mails were queued. Access: role 5+ on this site. Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403. Served on site hosts only.
         */
        post: operations["postNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page views, leads, top paths, posts and referrers per UTC day
         * @description Role 3+ reads the whole site (`scope: "site"`); any other signed-in caller reads only the views of pages that showed a post they authored (`scope: "own-posts"`; `leads` and `referrers` empty). Views are counted in each server process and written every few seconds, so the last seconds may not show yet. Nothing personal is stored: no IP address, cookie or user, no query string, and of a referrer only its host. Crawlers (by user agent) are not counted; HEAD requests, assets, feeds and redirects are no views; every 404 counts under the path `(not found)`. Access: session (any signed-in user). Served on site hosts only.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity and integration logs of this site, newest first
         * @description Filters: `kind` (a kind or a prefix of one: `activity`, `activity.posts`, `plugin`, `webhook`, `render`), `level`, `since` (inclusive) and `until` (exclusive) as ISO 8601 dates or date-times. Kinds: `activity.<resource>.<action>` (every successful write by a signed-in member through the API; data {actor, method, path, target}, never the body), `render.failed`, `render.unknown_tag`, `render.unknown_filter`, `render.fetch`, `render.log_capped` (a repeated render row is written once per site generation), `mail.template` (an email template that cannot be used), `mail.withheld` (an order confirmation not mailed to an unproven address), `mail.over_budget` (once per window past the site's mail budget), `mail.trust`, `mail.delivery`, and the plugin and webhook kinds. Retention: at most LOG_MAX_ROWS_PER_SITE rows per site (default 20,000, newest kept) and nothing older than LOG_RETENTION_DAYS (default 90), pruned every few minutes. Access: role 3+ on this site. Served on site hosts only.
         */
        get: operations["getLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runtime/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The runtime manifest: template language, hooks, permissions and plugin limits
         * @description Access: public. Served on the platform host and on site hosts.
         */
        get: operations["getRuntimeManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description Access: public. Served on the platform host and on site hosts.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/outbox/drain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliver what the outbox holds due (Vercel Cron)
         * @description For deployments without a long-lived process (Vercel): vercel.json calls it every minute. Runs due webhook deliveries and mail for up to 25 s, then prunes old rows. Answers on any host, the platform's or a deployment URL. Access: Authorization: Bearer <CRON_SECRET> (Vercel Cron). Served on the platform host and on site hosts.
         */
        get: operations["getInternalOutboxDrain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        IssuedToken: {
            /** @enum {string} */
            state: "ok";
            data: {
                text: string;
                /** @description opaque JWS; send as Authorization: Bearer */
                token: string;
                item: {
                    uid: string;
                    email: string;
                    name: string;
                };
            };
        };
        Error: {
            /** @enum {string} */
            state: "error";
            data: {
                /** @description human-readable message */
                text: string;
                code: components["schemas"]["ErrorCode"];
                /** @description a validation failure (422): each value at fault */
                issues?: components["schemas"]["ErrorIssue"][];
            };
        };
        /**
         * @description what went wrong, stable across releases (branch on this, not on text): `bad_request` (400 Bad request), `unauthorized` (401 Unauthorized), `forbidden` (403 Forbidden), `not_found` (404 Not found), `method_not_allowed` (405 Method not allowed), `request_timeout` (408 Request timeout), `conflict` (409 Conflict), `payload_too_large` (413 Payload too large), `unsupported_media_type` (415 Unsupported media type), `misdirected_request` (421 Misdirected request), `invalid` (422 Unprocessable content), `rate_limited` (429 Too many requests), `headers_too_large` (431 Request header fields too large), `internal` (500 Internal error), `bad_gateway` (502 Bad gateway), `unavailable` (503 Service unavailable). One refusal carries a finer code instead: a template save whose body does not parse (422) gives the first Liquid error's code, as data.errors lists it
         * @enum {string}
         */
        ErrorCode: "bad_request" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "request_timeout" | "conflict" | "payload_too_large" | "unsupported_media_type" | "misdirected_request" | "invalid" | "rate_limited" | "headers_too_large" | "internal" | "bad_gateway" | "unavailable";
        ErrorIssue: {
            /** @description the value at fault, as `title` or `items[0].price`; empty for the whole body or query */
            path: string;
            message: string;
        };
        Me: {
            uid: string;
            email: string;
            name: string;
            role: number;
            /** @description the address was proven by a mailed link or code */
            emailVerified: boolean;
            /** @description false for an account made by a mailed sign-in code, until it sets one */
            hasPassword: boolean;
        };
        MeUpdated: {
            /** @enum {string} */
            state: "ok";
            data: {
                text: string;
                item: components["schemas"]["Me"];
                /** @description the new address a confirmation link was mailed to; `email` changes when it is followed */
                pendingEmail?: string;
                /** @description after a password change: the new token (every older one ended); the cookies are set too */
                token?: string;
            };
        };
        Account: {
            uid: string;
            email: string;
            name: string;
            platformRole: number;
            disabled: boolean;
            emailVerified: boolean;
            /** @description memberships */
            sites: number;
            createdAt: string;
        };
        Pagination: {
            page: number;
            page_size: number;
            total_entries: number;
            more: boolean;
            next_page: number | null;
        };
        Site: {
            uid: string;
            subdomain: string;
            name: string;
            host: string;
            /** @description the site's public origin on the platform, `<scheme>://<host>[:port]` as the platform is configured (PUBLIC_SCHEME, PUBLIC_PORT or PORT; the port left out when it is the scheme's default): the address to open it at */
            origin: string;
            /** @description active custom domains: the ones that select this site */
            domains: string[];
            /** @description every custom domain claimed by this site, pending or active */
            domainClaims: components["schemas"]["DomainClaim"][];
            settings: {
                [key: string]: unknown;
            };
            /** @description names of write-only secrets that are set; values are never returned */
            secretsSet: string[];
            ownerUid: string | null;
            /** @description the platform trusts the site's mail (a proven custom domain, or a platform admin's approval): its own words may be mailed to addresses nobody verified, and its mail budget is the larger one */
            mailTrusted: boolean;
            createdAt: string;
        };
        DomainClaim: {
            domain: string;
            /**
             * @description `pending` until the TXT record is proven; only `active` domains select the site
             * @enum {string}
             */
            status: "pending" | "active";
            /** @description last verification attempt */
            checkedAt: string | null;
            /** @description last successful verification */
            verifiedAt: string | null;
            /** @description the DNS record that proves ownership; answered only to role 5+ on the site */
            record?: {
                /** @enum {string} */
                type: "TXT";
                name: string;
                value: string;
            };
        };
        JsonValue: unknown;
        Limit: {
            /** @description stable key, e.g. render.timeMs */
            name: string;
            value: number;
            /** @description ms, bytes, characters, items, rows, requests, seconds, or requests per <n> s */
            unit: string;
            description: string;
        };
        Member: {
            uid: string;
            name: string;
            email: string;
            role: number;
            /** @description false: the member turned off the staff mails on new orders and leads (their own choice) */
            staffMail: boolean;
        };
        MyMembership: {
            uid: string;
            role: number;
            /** @description whether the caller gets the staff mails on new orders and leads (when their role reaches staffMailRole) */
            staffMail: boolean;
            /** @description the site's setting: members with this role or higher get the staff mails */
            staffMailRole: number;
        } | null;
        Invitation: {
            id: string;
            email: string;
            role: number;
            /** @enum {string} */
            status: "pending" | "accepted" | "revoked" | "expired";
            createdAt: string;
            /** @description the link works until then (7 days after it was sent) */
            expiresAt: string;
        };
        InvitationPreview: {
            site: {
                uid: string;
                host: string;
            };
            role: number;
            /** @description the address it was sent to (the signed-in account's) */
            email: string;
            expiresAt: string;
        };
        AcceptedInvitation: {
            site: {
                uid: string;
                name: string;
                host: string;
            };
            /** @description the role the account now has on the site (the higher one if it was already a member) */
            role: number;
        };
        Post: {
            uid: string;
            title: string;
            slug: string;
            body: string;
            type: string;
            status: number;
            tag: string | null;
            label: string | null;
            date: string;
            data: {
                [key: string]: unknown;
            };
            media: unknown[];
            authorUid: string | null;
            createdAt: string;
            updatedAt: string;
        };
        KeysetPagination: {
            page: number;
            page_size: number;
            total_entries: number;
            more: boolean;
            next_page: number | null;
            /** @description pass as `cursor` for the next page (also in page mode); null on the last page */
            next_cursor: string | null;
        };
        PostDetail: {
            uid: string;
            title: string;
            slug: string;
            body: string;
            type: string;
            status: number;
            tag: string | null;
            label: string | null;
            date: string;
            data: {
                [key: string]: unknown;
            };
            media: unknown[];
            authorUid: string | null;
            createdAt: string;
            updatedAt: string;
            author: {
                uid: string;
                name: string;
            } | null;
            /** @description a product's variants by position (empty for other types) */
            variants: components["schemas"]["Variant"][];
        };
        Variant: {
            id: number;
            postUid: string;
            /** @description "" when the variant has none */
            sku: string;
            title: string;
            price: number;
            currency: string;
            stock: number | null;
            options: {
                [key: string]: string;
            };
            attributes: {
                [key: string]: string;
            };
            /** @enum {string|null} */
            interval: "day" | "week" | "month" | "year" | null;
            intervalCount: number;
            position: number;
            /** @description a paid order held it: price, currency, sku and deletion are frozen */
            sold: boolean;
            createdAt: string;
            updatedAt: string;
        };
        SearchHit: {
            uid: string;
            title: string;
            slug: string;
            type: string;
            status: number;
            date: string;
            /** @description the post's path on the site */
            url: string;
            /** @description HTML: the matching passages, escaped, with the matched words in <mark>…</mark> */
            snippet: string;
            /** @description higher is better: a title match weighs most, then the excerpt, tag and label, then the body */
            rank: number;
        };
        PreviewToken: {
            /** @description a JWT for POST /api/v1/templates/preview only, valid for 10 minutes; every other endpoint refuses it */
            token: string;
            /** @description where to post the preview: the site's own origin + /api/v1/templates/preview */
            action: string;
            expiresAt: string;
        };
        Template: {
            uid: string;
            title: string;
            permalink: string | null;
            type: string;
            body: string;
            authorUid: string | null;
            /** @description 1 on create, +1 on every stored change; send it back as `baseVersion` */
            version: number;
            /** @description a draft saved beside the live body of a published template (`published: false` by role 3+), not served; the next publishing save replaces the body with it (or with the body it sends). Null: none */
            draftBody: string | null;
            /** @description false for a draft (last created or changed by a caller below role 3); a draft is never rendered, matched by path or used as a layout, partial or theme file */
            published: boolean;
            createdAt: string;
            updatedAt: string;
        };
        TemplateConflict: {
            /** @enum {string} */
            state: "error";
            data: {
                /** @description human-readable message */
                text: string;
                code: components["schemas"]["ErrorCode"];
                /** @description a validation failure (422): each value at fault */
                issues?: components["schemas"]["ErrorIssue"][];
                item: components["schemas"]["Template"];
            };
        };
        TemplateValidation: {
            /** @enum {string} */
            state: "ok";
            data: {
                ok: boolean;
                errors: {
                    message: string;
                    /** @description 1-based; null when the parser cannot place it */
                    line: number | null;
                    /** @description 1-based; null with line */
                    column: number | null;
                    /**
                     * @description stable name of the problem; `syntax-error` when no more precise one applies
                     * @enum {string}
                     */
                    code: "unclosed-block" | "unclosed-tag" | "unclosed-output" | "unexpected-tag" | "invalid-condition" | "unknown-filter-syntax" | "invalid-expression" | "invalid-tag" | "syntax-error";
                    /** @description the line before, the line, and a caret under the column */
                    frame: string | null;
                }[];
                warnings: {
                    message: string;
                    line: number;
                    column: number;
                    /** @enum {string} */
                    code: "unknown-tag" | "unknown-filter" | "unused-assign" | "missing-layout" | "missing-partial";
                    /** @description for unknown tags and filters: the closest registered name, when close */
                    suggestion?: string;
                }[];
            };
        };
        TemplateVersionSummary: {
            version: number;
            title: string;
            permalink: string | null;
            type: string;
            published: boolean;
            /** @description who stored this version */
            authorUid: string | null;
            createdAt: string;
            /** @description length of the body in bytes (UTF-8) */
            size: number;
        };
        TemplateVersion: {
            version: number;
            title: string;
            permalink: string | null;
            type: string;
            published: boolean;
            /** @description who stored this version */
            authorUid: string | null;
            createdAt: string;
            /** @description length of the body in bytes (UTF-8) */
            size: number;
            body: string;
        };
        Theme: {
            /** @description what to send as `theme` */
            name: string;
            title: string;
            description: string;
            /** @description the template records the theme writes */
            templates: {
                title: string;
                type: string;
                permalink: string | null;
            }[];
        };
        Bit: {
            uid: string;
            name: string;
            value?: unknown;
            createdAt: string;
            updatedAt: string;
        };
        FileRecord: {
            uid: string;
            name: string;
            url: string;
            mime: string;
            size: number;
            alt: string | null;
            variants: unknown[];
            /** @description false for a draft (created below role 2): read only by its creator and role 2+, never in the `files` collection or a page */
            published: boolean;
            /** @description of an uploaded raster image, as shown (EXIF orientation applied); null otherwise */
            width: number | null;
            height: number | null;
            /** @description ThumbHash (base64) of an uploaded raster image: a blurred stand-in to paint before it loads */
            placeholder: string | null;
            /** @description the uploaded bytes' content version: image variant URLs carry it as `v`, so they change when the file does */
            version: string | null;
            ownerUid: string | null;
            createdAt: string;
            updatedAt: string;
        };
        PresignedUpload: {
            /** @description where to PUT the bytes */
            url: string;
            /** @enum {string} */
            method: "PUT";
            /** @description headers the PUT must send exactly (content-type; content-disposition on S3 for non-images) */
            headers: {
                [key: string]: string;
            };
            /** @description the stored key: <site uid>/<key> */
            key: string;
            /** @description where the file is read once uploaded (null on S3 without S3_PUBLIC_URL) */
            publicUrl: string | null;
            /** @description ISO time after which the URL is refused */
            expiresAt: string;
        };
        StoredUpload: {
            key: string;
            size: number;
            publicUrl: string;
            /** @description the bytes' content version (image variant URLs carry it as `v`) */
            version: string;
            /** @description a raster image (png, jpeg, webp, avif, gif) as measured: its size as shown (EXIF orientation applied); null for anything else */
            image: {
                width: number;
                height: number;
                format: string;
                /** @description ThumbHash, base64 */
                placeholder: string;
            } | null;
        };
        Comment: {
            id: number;
            postUid: string;
            /** @description the post's title, in lists (null when the caller may not see it: a draft, to anyone below role 3) */
            postTitle?: string | null;
            body: string;
            rating: number | null;
            review: boolean;
            author: {
                uid: string;
                name: string;
            } | null;
            /**
             * @description `hidden` by a role 3+ moderator: left out of public reads and collections
             * @enum {string}
             */
            status: "visible" | "hidden";
            createdAt: string;
        };
        Redirect: {
            id: number;
            from: string;
            to: string;
            status: number;
        };
        Lead: {
            uid: string;
            form: string;
            status: string;
            data: {
                [key: string]: unknown;
            };
            submitterUid: string | null;
            /** @description in lists: the name of the signed-in account that sent it (the part of its address before the @ when it has no name) */
            submitterName?: string | null;
            createdAt: string;
            updatedAt: string;
        };
        Cart: {
            /** @description null: the signed-in caller has no cart yet */
            id: string | null;
            items: components["schemas"]["CartLine"][];
            /** @description '' when empty */
            currency: string;
            subtotal: number;
            /** @description the discount code kept with the cart, or null */
            discountCode: string | null;
            /** @description what the kept code takes off now (0 when it does not apply: see discountReason) */
            discount: number;
            /** @description why the kept code takes nothing off now (the items changed, it expired or was used up), else null */
            discountReason: string | null;
            /** @description subtotal minus discount */
            total: number;
            /** @description sum of the quantities */
            count: number;
            updatedAt: string | null;
        };
        CartLine: {
            variantId: number;
            quantity: number;
            sku: string;
            title: string;
            productTitle: string;
            postUid: string;
            /** @description minor units */
            unitPrice: number;
            lineTotal: number;
            /** @description null: unlimited */
            stock: number | null;
            /** @description the stock covers the quantity (a cart may hold more; checkout refuses it) */
            available: boolean;
        };
        Discount: {
            id: number;
            code: string;
            /** @enum {string} */
            kind: "percent" | "amount";
            value: number;
            currency: string | null;
            minSubtotal: number;
            startsAt: string | null;
            endsAt: string | null;
            usageLimit: number | null;
            usedCount: number;
            oncePerCustomer: boolean;
            active: boolean;
            createdAt: string;
            updatedAt: string;
        };
        Quote: {
            code: string;
            valid: boolean;
            /** @description why the code does not apply (when not valid) */
            reason?: string;
            currency: string;
            subtotal: number;
            discount: number;
            total: number;
        };
        Order: {
            uid: string;
            /** @enum {string} */
            status: "pending" | "paid" | "fulfilled" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** @description what the paid transaction could not honour: oversold (no stock was taken), discount_unavailable (the code was used up meanwhile) */
            flags: ("oversold" | "discount_unavailable")[];
            email: string;
            buyerUid: string | null;
            /** @description the account that sold: the site owner when the order was placed */
            sellerUid: string | null;
            address: {
                [key: string]: string;
            } | null;
            tracking: string | null;
            currency: string;
            items: {
                variantId: number;
                postUid: string;
                sku: string;
                title: string;
                productTitle: string;
                quantity: number;
                unitPrice: number;
                lineTotal: number;
                /** @enum {string|null} */
                interval: "day" | "week" | "month" | "year" | null;
                intervalCount: number;
            }[];
            subtotal: number;
            discount: number;
            /** @description minor units */
            total: number;
            discountCode: string | null;
            /** @enum {string} */
            provider: "stripe" | "test";
            paidAt: string | null;
            createdAt: string;
            updatedAt: string;
            /** @description in lists: the name given with the address, else the buyer account's name; null when neither */
            customerName?: string | null;
        };
        OrderDetail: {
            uid: string;
            /** @enum {string} */
            status: "pending" | "paid" | "fulfilled" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** @description what the paid transaction could not honour: oversold (no stock was taken), discount_unavailable (the code was used up meanwhile) */
            flags: ("oversold" | "discount_unavailable")[];
            email: string;
            buyerUid: string | null;
            /** @description the account that sold: the site owner when the order was placed */
            sellerUid: string | null;
            address: {
                [key: string]: string;
            } | null;
            tracking: string | null;
            currency: string;
            items: {
                variantId: number;
                postUid: string;
                sku: string;
                title: string;
                productTitle: string;
                quantity: number;
                unitPrice: number;
                lineTotal: number;
                /** @enum {string|null} */
                interval: "day" | "week" | "month" | "year" | null;
                intervalCount: number;
            }[];
            subtotal: number;
            discount: number;
            /** @description minor units */
            total: number;
            discountCode: string | null;
            /** @enum {string} */
            provider: "stripe" | "test";
            paidAt: string | null;
            createdAt: string;
            updatedAt: string;
            /** @description in lists: the name given with the address, else the buyer account's name; null when neither */
            customerName?: string | null;
            history: {
                /** @enum {string} */
                status: "pending" | "paid" | "fulfilled" | "shipped" | "delivered" | "cancelled" | "refunded";
                note: string | null;
                actorUid: string | null;
                /** @description to role 3+ only: the name of the member who made the change (null: the payment provider or the system, or an account without a name) */
                actorName?: string | null;
                at: string;
            }[];
            /** @description uids of the subscriptions this order started */
            subscriptions: string[];
        };
        Subscription: {
            uid: string;
            /** @enum {string} */
            status: "active" | "past_due" | "cancelled" | "ended";
            email: string;
            buyerUid: string | null;
            variantId: number | null;
            title: string;
            /** @description minor units per period */
            price: number;
            currency: string;
            /** @enum {string} */
            interval: "day" | "week" | "month" | "year";
            intervalCount: number;
            /** @description what was paid for runs until then (kept on cancel) */
            currentPeriodEnd: string;
            cancelledAt: string | null;
            orderUid: string | null;
            /** @enum {string} */
            provider: "stripe" | "test";
            createdAt: string;
            updatedAt: string;
        };
        Checkout: {
            uid: string;
            /** @enum {string} */
            status: "pending" | "paid" | "fulfilled" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** @description what the paid transaction could not honour: oversold (no stock was taken), discount_unavailable (the code was used up meanwhile) */
            flags: ("oversold" | "discount_unavailable")[];
            email: string;
            buyerUid: string | null;
            /** @description the account that sold: the site owner when the order was placed */
            sellerUid: string | null;
            address: {
                [key: string]: string;
            } | null;
            tracking: string | null;
            currency: string;
            items: {
                variantId: number;
                postUid: string;
                sku: string;
                title: string;
                productTitle: string;
                quantity: number;
                unitPrice: number;
                lineTotal: number;
                /** @enum {string|null} */
                interval: "day" | "week" | "month" | "year" | null;
                intervalCount: number;
            }[];
            subtotal: number;
            discount: number;
            /** @description minor units */
            total: number;
            discountCode: string | null;
            /** @enum {string} */
            provider: "stripe" | "test";
            paidAt: string | null;
            createdAt: string;
            updatedAt: string;
            /** @description in lists: the name given with the address, else the buyer account's name; null when neither */
            customerName?: string | null;
            /** @description where to send the buyer to pay: the provider's page (Stripe through /payments/stripe/:uid, or the built-in test page) */
            checkoutUrl: string;
        };
        Plugin: {
            uid: string;
            name: string;
            code: string;
            hooks: string[];
            timeoutMs: number;
            memoryMb: number;
            enabled: boolean;
            createdAt: string;
            updatedAt: string;
        };
        PluginTypings: {
            /** @description TypeScript declarations of what plugin code can use, for an editor */
            typings: string;
        };
        PluginRun: {
            id: number;
            hook: string;
            ok: boolean;
            durationMs: number;
            error: string | null;
            /** @description console lines of the run (capped) */
            output: string[];
            at: string;
        };
        PluginRunOutcome: {
            ok: boolean;
            /** @description the hook function's return value (JSON), null if it returned nothing or failed */
            result: string | number | boolean | null | components["schemas"]["JsonValue"][] | {
                [key: string]: components["schemas"]["JsonValue"];
            };
            error: string | null;
            durationMs: number;
            output: string[];
        };
        Webhooks: {
            lead: components["schemas"]["WebhookSlot"];
            post: components["schemas"]["WebhookSlot"];
            order: {
                url: string | null;
                enabled: boolean;
                /** @description whsec_ followed by the base64 key: verify the webhook-signature with it (Standard Webhooks) */
                secret: string;
                /** @description while set, deliveries carry a signature with the previous secret too */
                previousSecretExpiresAt: string | null;
                /** @description why the platform turned the slot off (the receiver answered 410 Gone) */
                disabledReason: string | null;
                updatedAt: string | null;
            };
        };
        WebhookSlot: {
            url: string | null;
            enabled: boolean;
            /** @description whsec_ followed by the base64 key: verify the webhook-signature with it (Standard Webhooks) */
            secret: string;
            /** @description while set, deliveries carry a signature with the previous secret too */
            previousSecretExpiresAt: string | null;
            /** @description why the platform turned the slot off (the receiver answered 410 Gone) */
            disabledReason: string | null;
            updatedAt: string | null;
        };
        WebhookDelivery: {
            id: number;
            /** @description the webhook-id header: the same on every attempt and redelivery of an event */
            messageId: string;
            type: string;
            attempt: number;
            status: number | null;
            ok: boolean;
            error: string | null;
            durationMs: number;
            /** @description the body sent (cut at 4 KB) */
            requestBody: string;
            /** @description the receiver's answer (cut at 1 KB) */
            responseBody: string | null;
            at: string;
            /** @description when this failed event is tried again; null when it is not */
            nextAttemptAt: string | null;
        };
        Notification: {
            uid: string;
            subject: string;
            text: string;
            minRole: number;
            /** @description mails queued */
            recipients: number;
            /** @description uid of the member who sent it */
            sentBy: string | null;
            createdAt: string;
        };
        Analytics: {
            /** @description a UTC day, YYYY-MM-DD */
            from: string;
            /** @description a UTC day, YYYY-MM-DD */
            to: string;
            /**
             * @description `site` for role 3+; below, `own-posts`: only views of posts the caller authored (no leads, no referrers)
             * @enum {string}
             */
            scope: "site" | "own-posts";
            /** @description every day of the range, oldest first (0 when none) */
            views: {
                /** @description a UTC day, YYYY-MM-DD */
                day: string;
                views: number;
            }[];
            /** @description live leads created per day, every day of the range; empty for `own-posts` */
            leads: {
                /** @description a UTC day, YYYY-MM-DD */
                day: string;
                leads: number;
            }[];
            /** @description at most 20; `(not found)` counts every 404, `(other)` paths beyond the per-window cap */
            topPaths: {
                path: string;
                views: number;
            }[];
            /** @description at most 20 live posts, by views of the pages that showed them */
            topPosts: {
                uid: string;
                title: string;
                views: number;
            }[];
            /** @description at most 20 referring hosts (host only); empty for `own-posts` */
            referrers: {
                host: string;
                views: number;
            }[];
        };
        LogEntry: {
            id: number;
            level: string;
            /** @description dotted: activity.<resource>.<action>, render.failed, render.unknown_tag, plugin.…, webhook.… */
            kind: string;
            message: string;
            /** @description activity rows: {actor, method, path, target} */
            data: {
                [key: string]: unknown;
            };
            /** @description the name of the account in data.actor (the part before the @ of its address when it has no name), null when none */
            actorName: string | null;
            /** @description for activity rows, the name or title of the changed record (post, template, plugin, bit, file, order, member) when it still exists */
            targetName: string | null;
            at: string;
        };
        RuntimeManifest: {
            version: number;
            tags: string[];
            customTags: string[];
            filters: string[];
            collectionSources: string[];
            contextVariables: string[];
            hooks: {
                name: string;
                wired: boolean;
            }[];
            permissions: {
                resources: string[];
                actions: string[];
            };
            limits: {
                timeoutMs: {
                    min: number;
                    max: number;
                    default: number;
                };
                memoryMb: {
                    min: number;
                    max: number;
                    default: number;
                };
                render: {
                    timeMs: number;
                    fetchesPerRender: number;
                    logRowsPerRender: number;
                    filterOutputChars: number;
                    filterOutputItems: number;
                };
            };
            /** @description for editors: every registered tag and filter (how it is written, what it does), what each context variable holds and the members of objects and collection rows */
            docs: {
                tags: {
                    [key: string]: components["schemas"]["LiquidNameDoc"];
                };
                filters: {
                    [key: string]: components["schemas"]["LiquidNameDoc"];
                };
                context: {
                    [key: string]: string;
                };
                /** @description members of the object variables (`cart.items`: one cart line), each with what it holds */
                members: {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
                /** @description members of one row of each collection source */
                rows: {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
            };
        };
        LiquidNameDoc: {
            syntax: string;
            summary: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description wrong email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the account is disabled, or the sign-in came from a foreign Origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthSignup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    everywhere?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Me"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAuthMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description required when the account has a password */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAuthMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description not changed at once: a confirmation link goes to the new address (POST /api/v1/auth/email/confirm) */
                    email?: string;
                    password?: string;
                    /** @description required with `email` or `password` when the account has a password */
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeUpdated"];
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: {
                                /** @enum {string} */
                                id: "github" | "google" | "microsoft";
                                /** @description what a sign-in button says */
                                name: string;
                                /** @description the path that starts the sign-in (add ?return_to=/a/path to come back there) */
                                url: string;
                            }[];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLoginCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLoginVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a wrong, spent or expired code */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPasswordConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the `token` query parameter of the mailed link */
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a wrong, spent or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthEmailVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                            /** @description false when the address was already confirmed (no mail) */
                            sent: boolean;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthEmailConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the `token` query parameter of the mailed link */
                    token: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                            /** @description the confirmed address */
                            email: string;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a wrong, spent or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthByProvider: {
        parameters: {
            query?: {
                /** @description a path on this host (`/admin`); anything else (another host, a scheme, `//`) is replaced by the default: `/` on a site host, `/admin` on the platform host */
                return_to?: string;
            };
            header?: never;
            path: {
                /** @description a provider configured for this host (GET /api/v1/auth/providers) */
                provider: "github" | "google" | "microsoft";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accept: application/json preferred over text/html: the provider's authorization URL to open, with the same state cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                            /** @description the provider's authorization URL */
                            location: string;
                        };
                    };
                };
            };
            /** @description to the provider */
            302: {
                headers: {
                    /** @description the provider's authorization URL */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description no such provider, or none configured for this host, or the host is no site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    getAuthByProviderCallback: {
        parameters: {
            query?: {
                /** @description the provider's authorization code */
                code?: string;
                /** @description must match the state this browser's cookie holds */
                state?: string;
                /** @description the provider refused (for example access_denied) */
                error?: string;
            };
            header?: never;
            path: {
                /** @description a provider configured for this host (GET /api/v1/auth/providers) */
                provider: "github" | "google" | "microsoft";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description signed in (Accept: application/json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                            /** @description opaque JWS; send as Authorization: Bearer */
                            token: string;
                            item: {
                                uid: string;
                                email: string;
                                name: string;
                                role: number;
                            };
                        };
                    };
                };
            };
            /** @description signed in: to `return_to` */
            303: {
                headers: {
                    /** @description a path on this host */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description missing, expired, spent or mismatched state; the provider refused or could not be reached; or the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description the account is disabled, sign-up is closed on this site, or the provider shared no email address */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description no such provider here */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description an account has this email address and the provider did not verify it: sign in another way */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description too many new accounts from this client IP; see Retry-After */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
        };
    };
    getAccounts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description part of an email or name */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Account"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccountsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the account still owns sites: delete them or hand them over first; or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAccountsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: sign-in answers 403 and every token of the account stops working at once */
                    disabled: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Account"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSites: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Site"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    settings?: {
                        payments?: {
                            stripe?: {
                                /** @description checked with Stripe (one read) before it is stored when Stripe can be reached; null removes it (back to the built-in test provider) */
                                secretKey?: string | null;
                                webhookSecret?: string | null;
                            };
                        };
                        oauth?: {
                            github?: {
                                clientId: string;
                                clientSecret: string;
                            } | null;
                            google?: {
                                clientId: string;
                                clientSecret: string;
                            } | null;
                            microsoft?: {
                                clientId: string;
                                clientSecret: string;
                                tenant?: string;
                            } | null;
                        };
                        postPath?: string | null;
                        productPath?: string | null;
                        allowSignup?: boolean;
                        orderConfirmationUrl?: string | null;
                        /** @description members with this role or higher (3 to 5) are mailed on each paid order and each new lead (default 5, the owner role; null: back to the default) */
                        staffMailRole?: number | null;
                        favicon?: string | null;
                        logo?: string | null;
                        passwordResetUrl?: string | null;
                        emailVerifyUrl?: string | null;
                    } & {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                    /** @description the full list of custom domains: listed ones are kept (with their state), unlisted ones removed, new ones claimed as pending */
                    domains?: string[];
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Site"];
                            /** @description what the owner should know of a stored change, e.g. a Stripe key stored unchecked */
                            warnings?: string[];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subdomain: string;
                    name: string;
                    /** @description the theme the site starts from (GET /api/v1/themes); default `blank`: one /index page */
                    theme?: string;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Site"];
                            /** @description the site's overview in the admin: an absolute URL on the platform's origin */
                            adminUrl: string;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitesOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: {
                                /** @description only the counts the caller may read */
                                counts: {
                                    /** @description live posts (role 2+) */
                                    posts?: number;
                                    /** @description live products (role 2+) */
                                    products?: number;
                                    /** @description sales: orders that were paid (a checkout never paid is not counted); role 3+ */
                                    orders?: number;
                                    /** @description role 3+ */
                                    leads?: number;
                                    /** @description accounts with a role on the site (role 5+) */
                                    members?: number;
                                };
                                /** @description page views of the site today (UTC), counted up to the last flush of the counters; role 3+ */
                                viewsToday?: number;
                                /** @description the newest five leads; role 3+ */
                                recentLeads?: {
                                    uid: string;
                                    form: string;
                                    name: string | null;
                                    email: string | null;
                                    status: string;
                                    createdAt: string;
                                }[];
                                /** @description the newest five sales (orders that were paid); role 3+ */
                                recentOrders?: {
                                    uid: string;
                                    /** @description what was bought: the first line and how many more */
                                    summary: string;
                                    email: string;
                                    status: string;
                                    /** @description minor units of `currency` */
                                    total: number;
                                    currency: string;
                                    createdAt: string;
                                }[];
                                /** @description getting started, each step done when the site shows it: a theme picked and the home template edited (role 3+), a custom domain proven and payments configured (role 5+) */
                                checklist: {
                                    /** @enum {string} */
                                    key: "theme" | "home" | "domain" | "payments";
                                    done: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSitesDomainsVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Site"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitesAvailable: {
        parameters: {
            query: {
                subdomain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            subdomain: string;
                            available: boolean;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSitesNew: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subdomain: string;
                    name: string;
                    /** @description the theme the site starts from (GET /api/v1/themes); default `blank`: one /index page */
                    theme?: string;
                    email: string;
                    password: string;
                    userName?: string;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Site"];
                            token: string;
                            /** @description the site's overview in the admin: an absolute URL on the platform's origin */
                            adminUrl: string;
                            text?: string;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitesLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Limit"][];
                            /** @description the storage quota in force and its use; answered to role 3+ only (those who upload) */
                            storage?: {
                                /** @description bytes the site may keep in the store: STORAGE_QUOTA_BYTES, or the platform admin's figure for this site */
                                quotaBytes: number;
                                /** @description the platform admin set this site's quota (else the platform default applies) */
                                quotaSet: boolean;
                                /** @description bytes of the files stored (on S3: the signed size of every key presigned and not deleted) */
                                storedBytes: number;
                                /** @description bytes set aside by upload URLs not used yet (local store; they count until used or expired) */
                                reservedBytes: number;
                                /** @description bytes of the image sizes and formats made from stored images (local store); they go with their original */
                                variantBytes: number;
                                /** @description storedBytes + reservedBytes + variantBytes: what the quota is checked against */
                                usedBytes: number;
                            };
                            /** @description the mail budget in force and its use in the current hour and day; answered to role 5+ only */
                            mail?: {
                                /** @description the platform trusts the site's mail (a proven custom domain or the platform admin's approval): the larger budget applies */
                                trusted: boolean;
                                hour: {
                                    /** @description mails the site may send in this window */
                                    limit: number;
                                    /** @description mails counted in the current window (those past the limit were not sent) */
                                    used: number;
                                    /** @description when the window's count starts again; null while nothing was counted */
                                    resetsAt: string | null;
                                };
                                day: {
                                    /** @description mails the site may send in this window */
                                    limit: number;
                                    /** @description mails counted in the current window (those past the limit were not sent) */
                                    used: number;
                                    /** @description when the window's count starts again; null while nothing was counted */
                                    resetsAt: string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitesByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Site"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSitesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSitesByUidMailTrust: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true: the platform vouches for the site's mail; false: withdraws that (a proven custom domain still counts) */
                    trusted: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Site"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSitesByUidStorageQuota: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bytes the site may keep in the store; null: back to STORAGE_QUOTA_BYTES */
                    quotaBytes: number | null;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: {
                                /** @description bytes the site may keep in the store: STORAGE_QUOTA_BYTES, or the platform admin's figure for this site */
                                quotaBytes: number;
                                /** @description the platform admin set this site's quota (else the platform default applies) */
                                quotaSet: boolean;
                                /** @description bytes of the files stored (on S3: the signed size of every key presigned and not deleted) */
                                storedBytes: number;
                                /** @description bytes set aside by upload URLs not used yet (local store; they count until used or expired) */
                                reservedBytes: number;
                                /** @description bytes of the image sizes and formats made from stored images (local store); they go with their original */
                                variantBytes: number;
                                /** @description storedBytes + reservedBytes + variantBytes: what the quota is checked against */
                                usedBytes: number;
                            };
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSitesByUidSwitch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Site"];
                            token: string;
                            /** @description the site's overview in the admin: an absolute URL on the platform's origin */
                            adminUrl: string;
                            text?: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Member"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["MyMembership"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description false opts out of the staff mails on new orders and leads; true opts back in */
                    staffMail: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["MyMembership"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Member"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersInvitations: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Invitation"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the address the invitation is mailed to; only the account with this address can accept it */
                    email: string;
                    role: number;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Invitation"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUsersInvitationsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description invitation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Invitation"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersInvitationsAccept: {
        parameters: {
            query: {
                /** @description the `token` query parameter of the mailed link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: components["schemas"]["InvitationPreview"];
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersInvitationsAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the `token` query parameter of the mailed link */
                    token: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: components["schemas"]["AcceptedInvitation"];
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPosts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                type?: string;
                tag?: string;
                label?: string;
                status?: number | null;
                date?: string;
                slug?: string;
                /** @description the next_cursor of the previous answer: the page after it, read by position (fast at any depth, stable while rows are added); `page` is then ignored */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Post"][];
                            pagination: components["schemas"]["KeysetPagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected: a `cursor` that is not the next_cursor of an answer of this list, or was made for other filters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPosts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid?: string;
                    title: string;
                    body?: string;
                    type?: string;
                    status?: number;
                    tag?: string | null;
                    label?: string | null;
                    date?: string;
                    slug?: string;
                    data?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                    media?: components["schemas"]["JsonValue"][];
                };
            };
        };
        responses: {
            /** @description an existing record was updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Post"];
                        };
                    };
                };
            };
            /** @description created */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Post"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPostsByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["PostDetail"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPostsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    body?: string;
                    type?: string;
                    status?: number;
                    tag?: string | null;
                    label?: string | null;
                    date?: string;
                    slug?: string;
                    data?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                    media?: components["schemas"]["JsonValue"][];
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Post"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePostsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPostsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    body?: string;
                    type?: string;
                    status?: number;
                    tag?: string | null;
                    label?: string | null;
                    date?: string;
                    slug?: string;
                    data?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                    media?: components["schemas"]["JsonValue"][];
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Post"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query: {
                page?: number;
                page_size?: number;
                /** @description the words: `"a phrase"` in quotes, `-word` leaves out posts with it, `or` between alternatives; the last word also matches as a prefix (search as you type) */
                q: string;
                type?: string;
                /** @description `any`: drafts and other states too, for writers (role 2) and above (403 below); `published` (default): published posts only */
                status?: "published" | "any";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["SearchHit"][];
                            pagination: components["schemas"]["Pagination"];
                            /** @description the search whose matches these are when `q` found nothing and a word of it was taken for a typo (each word no published post of the site has, replaced by its most similar word there, e.g. "espreso" by "espresso"); null when the matches are for `q` as typed */
                            corrected_query: string | null;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `status=any` below role 2 (writer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTemplatesPreviewToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: components["schemas"]["PreviewToken"];
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTemplatesPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the preview token (or send it as Authorization: Bearer) */
                    token?: string;
                    /** @description the unsaved template body */
                    body: string;
                    /** @description the page to render; default the edited template's permalink, else / */
                    path?: string;
                    /** @description the template the body stands in for (a page, a layout or a partial); without it the body is the page at `path` */
                    uid?: string;
                    /** @enum {string} */
                    type?: "page" | "layout" | "partial" | "asset" | "email";
                };
                "application/json": {
                    /** @description the preview token (or send it as Authorization: Bearer) */
                    token?: string;
                    /** @description the unsaved template body */
                    body: string;
                    /** @description the page to render; default the edited template's permalink, else / */
                    path?: string;
                    /** @description the template the body stands in for (a page, a layout or a partial); without it the body is the page at `path` */
                    uid?: string;
                    /** @enum {string} */
                    type?: "page" | "layout" | "partial" | "asset" | "email";
                };
            };
        };
        responses: {
            /** @description text/html: the page at `path` rendered with the unsaved body, as the token's user sees it. Headers: `Cache-Control: no-store`, `Content-Security-Policy: sandbox allow-scripts allow-forms; frame-ancestors <platform origin>`, no X-Frame-Options. A render error also answers 200, with an HTML page giving the reason (tag, line and column), so the frame shows it; a path no published template answers gives a 404 page. */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid preview token of this site */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the token's user now has a role below 3 here */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/x-www-form-urlencoded or application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTemplates: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                type?: "page" | "layout" | "partial" | "asset" | "email";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Template"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid?: string;
                    title: string;
                    permalink?: string | null;
                    /** @enum {string} */
                    type?: "page" | "layout" | "partial" | "asset" | "email";
                    body: string;
                    /** @description role 3+: false stores a draft (any body; on a published template it is kept beside the live body, which keeps serving, as `draftBody`); absent or true publishes, and a body that does not parse then answers 422. Below role 3 every save is a draft */
                    published?: boolean;
                    /** @description the `version` this edit started from; a different stored version answers 409 with the current template in `data.item` */
                    baseVersion?: number;
                };
            };
        };
        responses: {
            /** @description an existing record was updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Template"];
                        };
                    };
                };
            };
            /** @description created */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Template"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the template changed since `baseVersion`; `data.item` is the current template; or a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateConflict"] | components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTemplatesValidate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** @enum {string} */
                    type?: "page" | "layout" | "partial" | "asset" | "email";
                    /** @description the template being edited: it is not reported as its own missing partial or layout */
                    uid?: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateValidation"];
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTemplatesByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Template"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTemplatesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    permalink?: string | null;
                    /** @enum {string} */
                    type?: "page" | "layout" | "partial" | "asset" | "email";
                    body?: string;
                    /** @description role 3+: false stores a draft (any body; on a published template it is kept beside the live body, which keeps serving, as `draftBody`); absent or true publishes, and a body that does not parse then answers 422. Below role 3 every save is a draft */
                    published?: boolean;
                    /** @description the `version` this edit started from; a different stored version answers 409 with the current template in `data.item` */
                    baseVersion?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Template"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the template changed since `baseVersion`; `data.item` is the current template; or a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateConflict"] | components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTemplatesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    permalink?: string | null;
                    /** @enum {string} */
                    type?: "page" | "layout" | "partial" | "asset" | "email";
                    body?: string;
                    /** @description role 3+: false stores a draft (any body; on a published template it is kept beside the live body, which keeps serving, as `draftBody`); absent or true publishes, and a body that does not parse then answers 422. Below role 3 every save is a draft */
                    published?: boolean;
                    /** @description the `version` this edit started from; a different stored version answers 409 with the current template in `data.item` */
                    baseVersion?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Template"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the template changed since `baseVersion`; `data.item` is the current template; or a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateConflict"] | components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTemplatesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchTemplatesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    permalink?: string | null;
                    /** @enum {string} */
                    type?: "page" | "layout" | "partial" | "asset" | "email";
                    body?: string;
                    /** @description role 3+: false stores a draft (any body; on a published template it is kept beside the live body, which keeps serving, as `draftBody`); absent or true publishes, and a body that does not parse then answers 422. Below role 3 every save is a draft */
                    published?: boolean;
                    /** @description the `version` this edit started from; a different stored version answers 409 with the current template in `data.item` */
                    baseVersion?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Template"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the template changed since `baseVersion`; `data.item` is the current template; or a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateConflict"] | components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTemplatesByUidVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["TemplateVersionSummary"][];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTemplatesByUidVersionsByVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
                /** @description a version number from the history */
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["TemplateVersion"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTemplatesByUidVersionsByVersionRestore: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
                /** @description a version number from the history */
                version: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the `version` this edit started from; a different stored version answers 409 with the current template in `data.item` */
                    baseVersion?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Template"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the template changed since `baseVersion`; `data.item` is the current template; or a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateConflict"] | components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getThemes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Theme"][];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postThemesApply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    theme: string;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: {
                                theme: string;
                                /** @description the draft templates written (published: false): nothing live changed */
                                drafts: {
                                    uid: string;
                                    title: string;
                                    type: string;
                                    permalink: string | null;
                                    /** @description the live template this draft would take the place of (same permalink, or same title for a layout or partial), if any */
                                    replaces: string | null;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getThemesExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the theme folder as a zip (Content-Disposition: attachment; filename="<subdomain>-theme.zip") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postThemesImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the zip archive, base64: what GET /api/v1/themes/export answers, or a theme folder zipped (README, "Local development") */
                    archive: string;
                    /**
                     * @description true: every template of the archive goes live (unless its front matter says `published: false`), with its bits and redirects; false (default): templates are written as drafts beside the live ones and bits and redirects are left as they are
                     * @default false
                     */
                    publish?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: {
                                templates: {
                                    created: number;
                                    updated: number;
                                    unchanged: number;
                                };
                                /** @description bits written (0 unless published) */
                                bits: number;
                                /** @description redirects written (0 unless published) */
                                redirects: number;
                                published: boolean;
                            };
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBits: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Bit"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    value: components["schemas"]["JsonValue"];
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Bit"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBitsByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Bit"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBitsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    value?: components["schemas"]["JsonValue"];
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Bit"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBitsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchBitsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    value?: components["schemas"]["JsonValue"];
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Bit"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFiles: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["FileRecord"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uri */
                    url: string;
                    mime: string;
                    size: number;
                    alt?: string | null;
                    variants?: {
                        name: string;
                        /** Format: uri */
                        url: string;
                        width?: number;
                        height?: number;
                        mime?: string;
                    }[];
                    /** @description role 2+ only (default true): false keeps the record a draft, true publishes it. Below role 2 a record is always stored as a draft, whatever this says */
                    published?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["FileRecord"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["FileRecord"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putFilesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: uri */
                    url?: string;
                    mime?: string;
                    size?: number;
                    alt?: string | null;
                    variants?: {
                        name: string;
                        /** Format: uri */
                        url: string;
                        width?: number;
                        height?: number;
                        mime?: string;
                    }[];
                    /** @description role 2+ only (default true): false keeps the record a draft, true publishes it. Below role 2 a record is always stored as a draft, whatever this says */
                    published?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["FileRecord"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFilesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchFilesByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: uri */
                    url?: string;
                    mime?: string;
                    size?: number;
                    alt?: string | null;
                    variants?: {
                        name: string;
                        /** Format: uri */
                        url: string;
                        width?: number;
                        height?: number;
                        mime?: string;
                    }[];
                    /** @description role 2+ only (default true): false keeps the record a draft, true publishes it. Below role 2 a record is always stored as a draft, whatever this says */
                    published?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["FileRecord"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStoragePresign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a relative path such as img/logo.png; stored as <site uid>/<key> */
                    key: string;
                    /** @description the MIME type the upload will send as Content-Type */
                    contentType: string;
                    /** @description bytes; when given, the upload may not exceed it (at most UPLOAD_MAX_BYTES), and it is what the site's storage quota sets aside (on S3 the URL signs it as the exact Content-Length). Without it the quota sets aside what is left of it, at most UPLOAD_MAX_BYTES; the local store refuses more, S3 cannot (send `size` there) */
                    size?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: components["schemas"]["PresignedUpload"];
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putStorageUploadBySiteByKey: {
        parameters: {
            query: {
                expires: number;
                type: string;
                max?: number | null;
                sig: string;
            };
            header?: never;
            path: {
                /** @description the site uid (the host's own; any other answers 404) */
                site: string;
                /** @description the rest of the stored key; may span several segments (img/a.png) */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "*/*": string;
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: components["schemas"]["StoredUpload"];
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the URL's signature is missing, altered or expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the key clashes with another file (a folder in it is a file, or the name is a folder) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not *\/* */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a raster image type (image/png, jpeg, webp, avif, gif) whose bytes are not that image, or an image of more than IMAGE_MAX_PIXELS pixels; a program by its first bytes (a Windows, Linux or macOS program, a `#!` script) whatever its name; or a kind a site may not upload (nothing is stored) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the site's image work queue is full, or the database cannot be reached; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStorageFilesBySiteByKey: {
        parameters: {
            query?: {
                /** @description width: snaps up to 64, 128, 256, 320, 400, 480, 640, 768, 960, 1080, 1280, 1600, 1920 or 2560 */
                w?: number;
                /** @description height: alone, snaps as a width does; with w, the shape snaps to the nearest of 21:9, 16:9, 16:10, 3:2, 4:3, 5:4, 1:1 and their portrait forms (to 1:2) */
                h?: number;
                fit?: "cover" | "contain" | "inside";
                fm?: "auto" | "webp" | "avif" | "jpeg" | "png";
                v?: string;
            };
            header?: never;
            path: {
                /** @description the site uid (the host's own; any other answers 404) */
                site: string;
                /** @description the rest of the stored key; may span several segments (img/a.png) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a new image size while the site's storage quota is used up (variants count against it); existing sizes and the original are still served */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description an image size asked of a file that is not a raster image, or of one that cannot be read; or a malformed w, h, fit or fm; or a new size of an image that has 48 sizes and formats already */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description this site already has IMAGE_WAITING_PER_SITE new image sizes waiting to be made, or the database cannot be reached; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComments: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                postUid?: string;
                status?: "visible" | "hidden" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Comment"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postComments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    postUid: string;
                    body: string;
                    rating?: number;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Comment"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteComments: {
        parameters: {
            query: {
                id: string;
            };
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCommentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Comment"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCommentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchCommentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "visible" | "hidden";
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Comment"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRedirects: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Redirect"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRedirects: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                    status?: 301 | 302 | 307 | 308;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Redirect"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRedirectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Redirect"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putRedirectsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from?: string;
                    to?: string;
                    status?: 301 | 302 | 307 | 308;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Redirect"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteRedirectsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchRedirectsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from?: string;
                    to?: string;
                    status?: 301 | 302 | 307 | 308;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Redirect"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLeads: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description only leads of this form (exact name) */
                form?: string;
                /** @description only leads with this status (exact) */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Lead"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLeads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    form?: string;
                    data: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
                "application/x-www-form-urlencoded": {
                    form?: string;
                    data: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
                "multipart/form-data": {
                    form?: string;
                    data: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Lead"];
                        };
                    };
                };
            };
            /** @description a form post with `_redirect`: the lead is stored and the browser is sent there */
            303: {
                headers: {
                    /** @description the path to go to */
                    location?: string;
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json or application/x-www-form-urlencoded or multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLeadsExport: {
        parameters: {
            query?: {
                /** @description only leads of this form (exact name) */
                form?: string;
                /** @description only leads with this status (exact) */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the CSV file (Content-Disposition: attachment; filename="leads-<subdomain>-<YYYY-MM-DD>.csv") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLeadsForms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: {
                                form: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLeadsByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Lead"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putLeadsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status?: string;
                    data?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Lead"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteLeadsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchLeadsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status?: string;
                    data?: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Lead"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVariants: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description words found in the sku or title */
                q?: string;
                /** @description exact sku */
                sku?: string;
                /** @description only this product's variants */
                postUid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Variant"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postVariants: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description uid of a live post of type product */
                    postUid: string;
                    /** @description optional: empty or absent is none (stored and answered as ""); a non-empty sku is unique per site */
                    sku?: string;
                    title?: string;
                    /** @description minor units of `currency` (2500 = 25.00) */
                    price: number;
                    currency: string;
                    /** @description units on hand; null is unlimited */
                    stock?: number | null;
                    /** @description option values, such as {"size": "M"}: what a buyer picks */
                    options?: {
                        [key: string]: string | number | boolean;
                    };
                    /** @description free attributes, such as {"color": "blue"} */
                    attributes?: {
                        [key: string]: string | number | boolean;
                    };
                    /**
                     * @description set: a paid checkout starts a subscription renewed every intervalCount intervals
                     * @enum {string|null}
                     */
                    interval?: "day" | "week" | "month" | "year" | null;
                    intervalCount?: number;
                    /** @description order among the product's variants */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Variant"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVariantsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description GET: the uid of a product post; PUT, PATCH, DELETE: the integer id of a variant */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Variant"][];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putVariantsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description GET: the uid of a product post; PUT, PATCH, DELETE: the integer id of a variant */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description optional: empty or absent is none (stored and answered as ""); a non-empty sku is unique per site */
                    sku?: string;
                    title?: string;
                    /** @description minor units of `currency` (2500 = 25.00) */
                    price?: number;
                    currency?: string;
                    /** @description units on hand; null is unlimited */
                    stock?: number | null;
                    /** @description option values, such as {"size": "M"}: what a buyer picks */
                    options?: {
                        [key: string]: string | number | boolean;
                    };
                    /** @description free attributes, such as {"color": "blue"} */
                    attributes?: {
                        [key: string]: string | number | boolean;
                    };
                    /**
                     * @description set: a paid checkout starts a subscription renewed every intervalCount intervals
                     * @enum {string|null}
                     */
                    interval?: "day" | "week" | "month" | "year" | null;
                    intervalCount?: number;
                    /** @description order among the product's variants */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Variant"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVariantsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description GET: the uid of a product post; PUT, PATCH, DELETE: the integer id of a variant */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchVariantsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description GET: the uid of a product post; PUT, PATCH, DELETE: the integer id of a variant */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description optional: empty or absent is none (stored and answered as ""); a non-empty sku is unique per site */
                    sku?: string;
                    title?: string;
                    /** @description minor units of `currency` (2500 = 25.00) */
                    price?: number;
                    currency?: string;
                    /** @description units on hand; null is unlimited */
                    stock?: number | null;
                    /** @description option values, such as {"size": "M"}: what a buyer picks */
                    options?: {
                        [key: string]: string | number | boolean;
                    };
                    /** @description free attributes, such as {"color": "blue"} */
                    attributes?: {
                        [key: string]: string | number | boolean;
                    };
                    /**
                     * @description set: a paid checkout starts a subscription renewed every intervalCount intervals
                     * @enum {string|null}
                     */
                    interval?: "day" | "week" | "month" | "year" | null;
                    intervalCount?: number;
                    /** @description order among the product's variants */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Variant"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postVariantsCheckStock: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        variantId: number;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: {
                                variantId: number;
                                quantity: number;
                                /** @description null: unlimited; 0 for an unknown variant */
                                stock: number | null;
                                available: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOptionsByPostUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description uid of a product post */
                postUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: {
                                name: string;
                                values: string[];
                            }[];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAttributesByVariantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description integer variant id */
                variantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: {
                                name: string;
                                value: string;
                            }[];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCartSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Cart"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCartSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        variantId: number;
                        quantity: number;
                    }[];
                    /** @description a discount code kept with the cart: checked against the items now (422 with the reason when it does not apply), priced on every read and applied at checkout; used only when the order is paid. null removes it; left out keeps the one the cart has */
                    discountCode?: string | null;
                };
            };
        };
        responses: {
            /** @description a new session cart. Set-Cookie: cart_id=<id>; Path=/; HttpOnly; SameSite=Lax; Max-Age 30 days (on an https deployment `__Host-cart_id`, Secure). */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Cart"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCartSessionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the session cart id (unguessable; holding it is holding the cart) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Cart"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCartSessionById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description the session cart id (unguessable; holding it is holding the cart) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        variantId: number;
                        quantity: number;
                    }[];
                    /** @description a discount code kept with the cart: checked against the items now (422 with the reason when it does not apply), priced on every read and applied at checkout; used only when the order is paid. null removes it; left out keeps the one the cart has */
                    discountCode?: string | null;
                };
            };
        };
        responses: {
            /** @description the cart with its new items. Set-Cookie: cart_id=<id>; Path=/; HttpOnly; SameSite=Lax; Max-Age 30 days (on an https deployment `__Host-cart_id`, Secure). */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Cart"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Cart"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description replaces the cart's items */
                    items?: {
                        variantId: number;
                        quantity: number;
                    }[];
                    /** @description a session cart id: its items are added (quantities summed, at most 999 a line), then it is emptied */
                    mergeSessionCart?: string;
                    /** @description a discount code kept with the cart: checked against the items now (422 with the reason when it does not apply), priced on every read and applied at checkout; used only when the order is paid. null removes it; left out keeps the one the cart has */
                    discountCode?: string | null;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Cart"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDiscounts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Discount"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDiscounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description matched without regard to case; stored upper case */
                    code: string;
                    /** @enum {string} */
                    kind: "percent" | "amount";
                    /** @description percent: 1..100; amount: minor units */
                    value: number;
                    /** @description amount codes: the only currency they apply to (none: any) */
                    currency?: string | null;
                    /** @description minor units */
                    minSubtotal?: number;
                    startsAt?: string | null;
                    /** @description after startsAt */
                    endsAt?: string | null;
                    /** @description paid uses allowed in all; none: unlimited */
                    usageLimit?: number | null;
                    oncePerCustomer?: boolean;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Discount"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDiscountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Discount"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putDiscountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description matched without regard to case; stored upper case */
                    code?: string;
                    /** @enum {string} */
                    kind?: "percent" | "amount";
                    /** @description percent: 1..100; amount: minor units */
                    value?: number;
                    /** @description amount codes: the only currency they apply to (none: any) */
                    currency?: string | null;
                    /** @description minor units */
                    minSubtotal?: number;
                    startsAt?: string | null;
                    /** @description after startsAt */
                    endsAt?: string | null;
                    /** @description paid uses allowed in all; none: unlimited */
                    usageLimit?: number | null;
                    oncePerCustomer?: boolean;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Discount"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDiscountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchDiscountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description integer record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description matched without regard to case; stored upper case */
                    code?: string;
                    /** @enum {string} */
                    kind?: "percent" | "amount";
                    /** @description percent: 1..100; amount: minor units */
                    value?: number;
                    /** @description amount codes: the only currency they apply to (none: any) */
                    currency?: string | null;
                    /** @description minor units */
                    minSubtotal?: number;
                    startsAt?: string | null;
                    /** @description after startsAt */
                    endsAt?: string | null;
                    /** @description paid uses allowed in all; none: unlimited */
                    usageLimit?: number | null;
                    oncePerCustomer?: boolean;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Discount"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDiscountsQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    items: {
                        variantId: number;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Quote"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description only orders in this status */
                status?: ("pending" | "paid" | "fulfilled" | "shipped" | "delivered" | "cancelled" | "refunded") | "";
                /** @description only orders carrying this flag */
                flag?: ("oversold" | "discount_unavailable") | "";
                /** @description true: sales, the orders that were paid (whatever their status since); false: checkouts never paid (pending: open or abandoned, or cancelled before payment). Left out: all */
                paid?: ("true" | "false") | "";
                /** @description an email (exact, any case) or the start of an order uid */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Order"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersMine: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Order"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersByUid: {
        parameters: {
            query?: {
                /** @description the order access token of the checkout and confirmation URLs */
                token?: string;
            };
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["OrderDetail"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description anonymous, without a valid `token` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description signed in, but neither buyer, seller nor role 2+, and no valid `token` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putOrdersByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description not `pending`; `paid` is set by the payment provider only
                     * @enum {string}
                     */
                    status?: "fulfilled" | "shipped" | "delivered" | "cancelled" | "refunded";
                    address?: {
                        [key: string]: string;
                    } | null;
                    tracking?: string | null;
                    /** @description kept in the order history with this change */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["OrderDetail"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchOrdersByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description not `pending`; `paid` is set by the payment provider only
                     * @enum {string}
                     */
                    status?: "fulfilled" | "shipped" | "delivered" | "cancelled" | "refunded";
                    address?: {
                        [key: string]: string;
                    } | null;
                    tracking?: string | null;
                    /** @description kept in the order history with this change */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["OrderDetail"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptions: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description only subscriptions in this status */
                status?: ("active" | "past_due" | "cancelled" | "ended") | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Subscription"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptionsMine: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Subscription"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSubscriptionsByUidCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Subscription"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a cart id (session cart or the caller's own) */
                    cartId?: string;
                    /** @description the lines, when not checking out a cart */
                    items?: {
                        variantId: number;
                        quantity: number;
                    }[];
                    email: string;
                    address?: {
                        [key: string]: string;
                    } | null;
                    discountCode?: string;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Checkout"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a cookie-authenticated write without an Origin or Referer of this exact origin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate limited; see the Retry-After header */
            429: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsWebhooksStripe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    type: string;
                    data: {
                        object: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsTestByUid: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the test provider's payment page: the order's lines, total and a Pay button */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description a paid order: to the site's order confirmation page */
            303: {
                headers: {
                    /** @description the path to go to */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the URL's signature is missing, altered or expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postPaymentsTestByUid: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description not used: the answer is a 303 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description to the site's order confirmation page (setting orderConfirmationUrl, default /order) with ?uid=&token= */
            303: {
                headers: {
                    /** @description the path to go to */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the URL's signature is missing, altered or expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getPaymentsStripeByUid: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description not used: the answer is a 303, or an error page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description to the Stripe Checkout Session made now (or to the confirmation page when already paid) */
            303: {
                headers: {
                    /** @description the path to go to */
                    location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the URL's signature is missing, altered or expired */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description card payments are not set up: the site has no Stripe key */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Stripe could not be reached or refused the session (nothing was charged) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getPlugins: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Plugin"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPlugins: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description JavaScript defining a function named after each hook, called with the event as a plain JSON object; it may be async */
                    code: string;
                    hooks: string[];
                    /** @description 50..5000 ms, default 200 (the manifest's limits) */
                    timeoutMs?: number;
                    /** @description 8..256 MB, default 32 (the manifest's limits) */
                    memoryMb?: number;
                    /** @description default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Plugin"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPluginsTypings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["PluginTypings"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPluginsByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Plugin"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePluginsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            text: string;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchPluginsByUid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description JavaScript defining a function named after each hook, called with the event as a plain JSON object; it may be async */
                    code?: string;
                    hooks?: string[];
                    /** @description 50..5000 ms, default 200 (the manifest's limits) */
                    timeoutMs?: number;
                    /** @description 8..256 MB, default 32 (the manifest's limits) */
                    memoryMb?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Plugin"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPluginsByUidLogs: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["PluginRun"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPluginsByUidRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description record uid */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a hook of the manifest: pre_render, lead_received, post_saved */
                    hook: string;
                    /** @description the event the hook function receives (a JSON object) */
                    event: {
                        [key: string]: components["schemas"]["JsonValue"];
                    };
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["PluginRunOutcome"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Webhooks"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lead?: {
                        /** @description where events are POSTed; null clears it (and turns the slot off) */
                        url?: string | null;
                        /** @description deliver events to the URL; needs a URL. Setting it clears disabledReason */
                        enabled?: boolean;
                    };
                    post?: {
                        /** @description where events are POSTed; null clears it (and turns the slot off) */
                        url?: string | null;
                        /** @description deliver events to the URL; needs a URL. Setting it clears disabledReason */
                        enabled?: boolean;
                    };
                    order?: {
                        /** @description where events are POSTed; null clears it (and turns the slot off) */
                        url?: string | null;
                        /** @description deliver events to the URL; needs a URL. Setting it clears disabledReason */
                        enabled?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Webhooks"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    slot: "lead" | "post" | "order";
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: {
                                /** @description the receiver's HTTP status (null: no answer) */
                                status: number | null;
                                ok: boolean;
                                durationMs: number;
                                error: string | null;
                            };
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksBySlotRotate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description the webhook slot */
                slot: "lead" | "post" | "order";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description hours the previous secret keeps signing beside the new one (0: at once replaced)
                     * @default 24
                     */
                    graceHours?: number;
                };
            };
        };
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Webhooks"];
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhooksBySlotDeliveries: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                /** @description the webhook slot */
                slot: "lead" | "post" | "order";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["WebhookDelivery"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksBySlotDeliveriesByIdRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description the webhook slot */
                slot: "lead" | "post" | "order";
                /** @description delivery id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: {
                                /** @enum {boolean} */
                                queued: true;
                            };
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a test send, an event no longer kept, or a slot turned off or without url; or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["Notification"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    text: string;
                    /**
                     * @description mail the members whose role on this site is at least this
                     * @default 1
                     */
                    minRole?: number;
                };
            };
        };
        responses: {
            /** @description success */
            201: {
                headers: {
                    /** @description present when this is the kept answer of an earlier request with the same Idempotency-Key */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: {
                                uid: string;
                                subject: string;
                                recipients: number;
                                createdAt: string;
                            };
                        };
                    };
                };
            };
            /** @description the body is not valid JSON (or the request target has a malformed percent-escape) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds */
            409: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the body is larger than the size cap */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation); or the Idempotency-Key is malformed, or was used with a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                /** @description days up to and including today (UTC), 1..365 */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            item: components["schemas"]["Analytics"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLogs: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                level?: "info" | "warn" | "error";
                /** @description a kind or its prefix: `activity`, `activity.posts`, `plugin`, `webhook`, `render`, `render.failed`… */
                kind?: string;
                /** @description rows at or after this instant (ISO 8601 date or date-time; a date means its UTC midnight) */
                since?: string;
                /** @description rows before this instant (ISO 8601 date or date-time) */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            items: components["schemas"]["LogEntry"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the role on this site is too low (or not the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no such record, or the host is not a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request was understood but rejected (validation) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRuntimeManifest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: components["schemas"]["RuntimeManifest"];
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description an OpenAPI 3.1 document (not wrapped in the envelope) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description a session cookie arrived twice (one was planted by another host): the answer expires both */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInternalOutboxDrain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "ok";
                        data: {
                            /** @description outbox rows run by this call */
                            delivered: number;
                            /** @description old delivered or dead rows removed */
                            pruned: number;
                        };
                    };
                };
            };
            /** @description the request target has a malformed percent-escape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description no valid credential */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the host is neither the platform nor a site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the request line or headers are larger than 16 KB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the database cannot be reached right now; try again after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds until a retry can succeed */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
