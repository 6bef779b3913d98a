import type { NextRequest, NextResponse } from 'next/server';
import type { Caller } from '@/lib/domains/accounts/auth/access';
import { conflictingSessionCookies, readCredential, type CredentialSource } from '@/lib/domains/accounts/auth/credential';
import { sessionFromCredential } from '@/lib/domains/accounts/auth/session';
import type { TokenClaims } from '@/lib/domains/accounts/auth/token';
import { AppError, forbidden, notFound, unauthorized } from '@/lib/shared/errors';
import { recordActivity } from '@/lib/domains/platform/site-logs/activity';
import { whenStarted } from '@/lib/shared/platform/readiness';
import { normalizeHost } from '@/lib/shared/tenancy/resolve-host';
import { siteByUid, tenantForHost, type SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { clientIp } from './client-ip';
import { CookieConflict } from '@/lib/shared/cookies';
import { errorAnswer } from './error-answer';
import { idempotently, REPLAYED_HEADER } from './idempotency';
import { sameOrigin } from './origin';
import { withRequestLog } from './request-log';

// `public`: anyone; `session`: any signed-in user; a number: that role or higher on the addressed site.
// Owner-or-role rules need the record, so operations check them (lib/domains/accounts/auth/access.ts).
type Access = 'public' | 'session' | number;

export interface RouteOptions {
  access: Access;
  // `site` (default): only on a site host, 404 on the platform host. `any`: platform or site host.
  host?: 'site' | 'any';
  // `bearer`: sensitive management (roles, settings, domains, integrations) that a site-host cookie
  // alone never grants (docs/behaviours.md#B-management-bearer): a tenant's script running in a member's browser cannot reach it.
  // `none`: the route reads no session credential at all (it checks a token of its own, as the
  // template preview does), so a cookie or bearer sent along neither grants nor refuses anything.
  credential?: 'any' | 'bearer' | 'none';
  // false: a write method that changes nothing (validation, issuing a preview token), so no activity
  // row. Every other successful write by a signed-in caller through a gated route is logged.
  activity?: false;
  // false: the route ignores `Idempotency-Key` (lib/http/idempotency.ts). For writes authorized by a
  // signature of their own, not a client's API call: a provider's webhook (it dedupes by event id) and
  // signed URLs (a streamed upload, the test provider's Pay button), each idempotent by itself.
  idempotency?: false;
}

// The caller (user and role) and what the route knows of the request.
export interface RequestContext extends Caller {
  req: NextRequest;
  host: string;
  site: SiteRef | null;
  // The presented token's claims (null when anonymous), and how it came.
  token: TokenClaims | null;
  credentialSource: CredentialSource | null;
  // The request was sent to the platform host (with or without X-Site), not to a site's own host.
  platformHost: boolean;
  ip: string;
  params: Record<string, string>;
  badCredential: boolean;
}

export interface SiteContext extends RequestContext {
  site: SiteRef;
}

type Handler<C> = (ctx: C) => Promise<NextResponse | Response>;
type NextParams = { params: Promise<Record<string, string | string[]>> };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// The header that names a site on the platform host (docs/behaviours.md#B-x-site): the admin's origin works on any of
// its user's sites, with the caller's membership role there, exactly as on the site's own host. On a
// site host the host decides and the header is ignored.
const SITE_HEADER = 'x-site';

async function addressedSite(host: string, named: string | null): Promise<{ site: SiteRef | null; platformHost: boolean }> {
  const tenant = await tenantForHost(host);
  if (tenant.kind === 'none') throw notFound('Site');
  if (tenant.kind === 'site') return { site: tenant.site, platformHost: false };
  if (!named) return { site: null, platformHost: true };
  const site = await siteByUid(named.trim());
  if (!site) throw new AppError('not_found', 'X-Site names no site: send the uid of a site (GET /api/v1/sites lists yours)');
  return { site, platformHost: true };
}

const ANONYMOUS = { user: null, role: 0, token: null, credentialSource: null, badCredential: false } as const;

// A request without a usable credential goes on as anonymous; gated endpoints then answer 401.
// The admin cookie is read on the platform host only (lib/domains/accounts/auth/credential.ts); a session cookie that
// arrives twice was planted by another host: 401, and the answer clears them.
async function authenticate(req: NextRequest, siteUid: string | null, platformHost: boolean) {
  const credential = readCredential(req.headers, platformHost);
  if (!credential) return ANONYMOUS;
  if (credential.source === 'conflict') throw new CookieConflict(conflictingSessionCookies(normalizeHost(req.headers.get('host')), req.nextUrl.pathname));
  const session = await sessionFromCredential(credential, siteUid, platformHost);
  if (!session) return { ...ANONYMOUS, badCredential: true };
  if (credential.source !== 'bearer' && !SAFE_METHODS.has(req.method) && !sameOrigin(req)) {
    throw forbidden('A cookie-authenticated write needs an Origin or Referer of this exact origin (scheme, host and port)');
  }
  return { ...session, credentialSource: credential.source, badCredential: false };
}

function requireAccess(ctx: Pick<RequestContext, 'user' | 'role' | 'badCredential' | 'credentialSource'>, access: Access, credential: RouteOptions['credential'] = 'any'): void {
  if (access === 'public') return;
  if (!ctx.user && ctx.badCredential) throw new AppError('unauthorized', 'The token is invalid or expired: sign in again');
  if (!ctx.user) throw unauthorized();
  // The admin session counts as a bearer token here: it exists only on the platform host's origin,
  // where no tenant's script runs (docs/behaviours.md#B-admin-origin, docs/behaviours.md#B-management-bearer).
  if (credential === 'bearer' && ctx.credentialSource !== 'bearer' && ctx.credentialSource !== 'admin') {
    throw forbidden('This management call needs an Authorization: Bearer token or the admin session; a site cookie alone never grants it');
  }
  if (typeof access === 'number' && ctx.role < access) throw forbidden();
}

export function withContext(options: RouteOptions & { host: 'any' }, handler: Handler<RequestContext>): (req: NextRequest, p: NextParams) => Promise<Response>;
export function withContext(options: RouteOptions, handler: Handler<SiteContext>): (req: NextRequest, p: NextParams) => Promise<Response>;
export function withContext(options: RouteOptions, handler: Handler<RequestContext> | Handler<SiteContext>) {
  return (req: NextRequest, { params }: NextParams): Promise<Response> =>
    withRequestLog(req, async () => {
      try {
        await whenStarted();
        const host = normalizeHost(req.headers.get('host'));
        const { site, platformHost } = await addressedSite(host, req.headers.get(SITE_HEADER));
        if (!site && options.host !== 'any') throw new AppError('not_found', 'This endpoint exists on site hosts only');
        const auth = options.credential === 'none' ? ANONYMOUS : await authenticate(req, site?.uid ?? null, platformHost);
        const ctx: RequestContext = { req, host, site, platformHost, ...auth, ip: clientIp(req.headers), params: flatParams(await params) };
        requireAccess(ctx, options.access, options.credential);
        const run = handler as Handler<RequestContext>;
        const res = options.idempotency === false ? await run(ctx) : await idempotently(ctx, run);
        // A replayed answer changed nothing this time.
        if (res.headers.has(REPLAYED_HEADER)) return res;
        recordActivity({
          method: req.method,
          path: req.nextUrl.pathname,
          status: res.status,
          changes: options.access !== 'public' && options.activity !== false,
          actorUid: ctx.user?.uid ?? null,
          siteUid: site?.uid ?? null,
          params: ctx.params,
        });
        return res;
      } catch (err) {
        return errorAnswer(err, req);
      }
    });
}

function flatParams(p: Record<string, string | string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p ?? {})) out[k] = Array.isArray(v) ? v.join('/') : v;
  return out;
}

// A path id no record can have (NUL, absurd length) is simply not found, before any query sees it.
export function param(ctx: Pick<RequestContext, 'params'>, name: string): string {
  const value = ctx.params[name];
  if (!value || value.length > 200 || value.includes('\u0000')) throw notFound();
  return value;
}
