import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { PROVIDER_IDS, StartQuery } from '@/lib/domains/accounts/auth/social/schemas';
import { envelope, ErrorEnvelope, operationIdOf, RETRY_AFTER } from './common';

const SignedInUser = z.object({ uid: z.string(), email: z.string(), name: z.string(), role: z.number().int() });
const Issued = envelope(z.object({ text: z.string(), token: z.string().describe('opaque JWS; send as Authorization: Bearer'), item: SignedInUser }));
const providerParam = z.object({ provider: z.enum(PROVIDER_IDS).describe('a provider configured for this host (GET /api/v1/auth/providers)') });
const CallbackQuery = z.object({
  code: z.string().optional().describe("the provider's authorization code"),
  state: z.string().optional().describe("must match the state this browser's cookie holds"),
  error: z.string().optional().describe('the provider refused (for example access_denied)'),
});

const failure = (description: string): ResponseConfig => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelope }, 'text/html': { schema: z.string() } },
});
const PUBLIC = 'Access: public. Served on the platform host and on site hosts.';

// The two redirect legs of a social sign-in, registered directly and served by hand-written routes:
// their answers are redirects (302, 303) or, to a browser, HTML pages, not the envelope a declaration
// describes (the provider list is declared in lib/domains/accounts/auth/api.ts).
export function registerSocial(r: OpenAPIRegistry): void {
  const tag = 'Auth';
  r.registerPath({
    method: 'get',
    path: '/api/v1/auth/{provider}',
    operationId: operationIdOf('get', '/api/v1/auth/{provider}'),
    tags: [tag],
    summary: 'Start a social sign-in',
    description:
      "Also at /auth/{provider}. Answers 302 to the provider's authorization page (or, when Accept prefers application/json, 200 with that URL as `location`) (authorization code flow with PKCE S256, `state`, and a `nonce` for Google and Microsoft), and sets a 10-minute HttpOnly, SameSite=Lax cookie `oauth_<provider>` holding the encrypted state, PKCE verifier, nonce, site and `return_to`. The provider is sent back to `<this origin>/auth/{provider}/callback` (register that URL with the provider for every host that offers it). " +
      PUBLIC,
    'x-access': 'public',
    security: [],
    request: { params: providerParam, query: StartQuery },
    responses: {
      200: {
        description: "Accept: application/json preferred over text/html: the provider's authorization URL to open, with the same state cookie",
        content: { 'application/json': { schema: envelope(z.object({ text: z.string(), location: z.string().describe("the provider's authorization URL") })) } },
      },
      302: { description: 'to the provider', headers: { location: { schema: { type: 'string' }, description: "the provider's authorization URL" } } },
      400: failure('the request target has a malformed percent-escape'),
      404: failure('no such provider, or none configured for this host, or the host is no site'),
      431: failure('the request line or headers are larger than 16 KB'),
    },
  });
  r.registerPath({
    method: 'get',
    path: '/api/v1/auth/{provider}/callback',
    operationId: operationIdOf('get', '/api/v1/auth/{provider}/callback'),
    tags: [tag],
    summary: 'Finish a social sign-in (the provider redirects here)',
    description:
      "Also at /auth/{provider}/callback. The state must match this browser's `oauth_<provider>` cookie, started on this host, and is good once; the cookie is cleared whatever the outcome. The account: the one this provider identity is linked to; else the account with the provider's email address, only if the provider verified it (GitHub: the primary address's `verified`; Google: `email_verified`; Microsoft: `xms_edov: true` only) — an account whose own address was not yet verified then loses its password and earlier tokens (it may have been opened by someone else); else a new account without a password (membership role 1 on a site host, no site role on the platform host) if sign-up is allowed (`allowSignup`, 403 otherwise; counted against RATE_LIMIT_SIGNUP). Sets `current_user` and, on the platform host, `admin_session`, then 303 to `return_to` — or, when Accept prefers application/json, answers the token envelope. " +
      PUBLIC,
    'x-access': 'public',
    security: [],
    request: { params: providerParam, query: CallbackQuery },
    responses: {
      200: { description: 'signed in (Accept: application/json)', content: { 'application/json': { schema: Issued } } },
      303: { description: 'signed in: to `return_to`', headers: { location: { schema: { type: 'string' }, description: 'a path on this host' } } },
      400: failure('missing, expired, spent or mismatched state; the provider refused or could not be reached; or the request target has a malformed percent-escape'),
      403: failure('the account is disabled, sign-up is closed on this site, or the provider shared no email address'),
      404: failure('no such provider here'),
      409: failure('an account has this email address and the provider did not verify it: sign in another way'),
      429: { ...failure('too many new accounts from this client IP; see Retry-After'), headers: RETRY_AFTER },
      431: failure('the request line or headers are larger than 16 KB'),
    },
  });
}
