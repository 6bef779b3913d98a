import { timingSafeEqual } from 'node:crypto';
import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { env } from '@/lib/shared/env';
import { AppError } from '@/lib/shared/errors';
import { processSingleton } from '@/lib/shared/process-singleton';
import { Email } from '../schemas';
import type { ProviderConfig } from './config';
import { guardedFetch } from './guarded-fetch';
import type { ProviderId } from './schemas';
import type { SignInState } from './state';

// Who the provider says signed in. `subject` is the provider's own stable id for the person.
export interface ProviderProfile {
  provider: ProviderId;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

// Every request goes through the SSRF guard; plain http only where private fetches are allowed
// (development and tests), never in production.
const requestOptions = () => ({ [oauth.customFetch]: guardedFetch, [oauth.allowInsecureRequests]: env.ALLOW_PRIVATE_FETCH });

const SCOPES: Record<ProviderId, string> = { github: 'read:user user:email', google: 'openid email profile', microsoft: 'openid email profile' };

// Microsoft's multi-tenant endpoints serve many tenants: their discovery document names a templated
// issuer (common, organizations) or the personal-accounts tenant (consumers); an ID token's issuer is
// then its own tenant's (see serverForIdToken).
const MICROSOFT_CONSUMERS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
export function expectedDiscoveryIssuer(provider: ProviderId, issuer: string): string {
  if (provider !== 'microsoft') return issuer;
  return issuer.replace(/\/(common|organizations)\/v2\.0$/, '/{tenantid}/v2.0').replace(/\/consumers\/v2\.0$/, `/${MICROSOFT_CONSUMERS_TENANT}/v2.0`);
}

// The server as an ID token of a templated issuer must name it: `{tenantid}` replaced by the token's
// own `tid` claim (Microsoft's rule for multi-tenant apps). oauth4webapi then checks `iss` against it,
// so a token from one tenant can never pass as another's.
export function serverForIdToken(as: oauth.AuthorizationServer, idToken: unknown): oauth.AuthorizationServer {
  if (!as.issuer.includes('{tenantid}')) return as;
  let tid: unknown;
  try {
    tid = typeof idToken === 'string' ? decodeJwt(idToken).tid : undefined;
  } catch {
    tid = undefined;
  }
  if (typeof tid !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(tid)) throw providerFailed('Microsoft', 'the ID token names no tenant');
  return { ...as, issuer: as.issuer.replace('{tenantid}', tid) };
}

const DISCOVERY_TTL_MS = 3600_000;
const discovered = processSingleton('oauth-discovery', () => new Map<string, { at: number; server: Promise<oauth.AuthorizationServer> }>());

// OIDC providers by discovery, cached per process for an hour (a failure is not kept); GitHub, plain
// OAuth 2, by its fixed endpoints.
async function authorizationServer(p: ProviderConfig): Promise<oauth.AuthorizationServer> {
  if (!p.oidc) return { issuer: p.issuer, authorization_endpoint: `${p.issuer}/login/oauth/authorize`, token_endpoint: `${p.issuer}/login/oauth/access_token` };
  const key = `${p.id} ${p.issuer}`;
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.server;
  const server = (async () => {
    const response = await oauth.discoveryRequest(new URL(p.issuer), { ...requestOptions(), algorithm: 'oidc' });
    return oauth.processDiscoveryResponse(new URL(expectedDiscoveryIssuer(p.id, p.issuer)), response);
  })();
  discovered.set(key, { at: Date.now(), server });
  server.catch(() => discovered.get(key)?.server === server && discovered.delete(key));
  return server;
}

function providerFailed(name: string, why: string): AppError {
  return new AppError('bad_request', `The sign-in with ${name} could not be completed (${why}): start it again`);
}

// oauth4webapi's and the network's failures, as the 400 they are to the caller: the provider refused
// or could not be reached; nothing here is our own fault, so never a 500.
async function withProvider<T>(p: ProviderConfig, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof oauth.AuthorizationResponseError)
      throw new AppError('bad_request', `${p.name} did not sign you in (${clip(err.error)}${err.error_description ? `: ${clip(err.error_description)}` : ''})`);
    if (err instanceof oauth.ResponseBodyError) throw providerFailed(p.name, clip(err.error));
    if (err instanceof oauth.OperationProcessingError || err instanceof oauth.WWWAuthenticateChallengeError) throw providerFailed(p.name, clip(err.message));
    throw providerFailed(p.name, `${p.name} could not be reached`);
  }
}

const clip = (s: string) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 200);

export interface AuthorizationRequest {
  url: string;
  state: string;
  verifier: string;
  nonce?: string;
}

// Authorization code flow with PKCE (S256), state, and a nonce for the OIDC providers.
export async function authorizationRequest(p: ProviderConfig, redirectUri: string): Promise<AuthorizationRequest> {
  const as = await withProvider(p, () => authorizationServer(p));
  if (!as.authorization_endpoint) throw providerFailed(p.name, 'no authorization endpoint');
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  const nonce = p.oidc ? oauth.generateRandomNonce() : undefined;
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', SCOPES[p.id]);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (nonce) url.searchParams.set('nonce', nonce);
  return { url: url.href, state, verifier, nonce };
}

function sameState(a: string | null, b: string): boolean {
  if (a === null) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// The provider's redirect back: its state must be the one this browser's cookie holds; then the code
// is exchanged (with the PKCE verifier) and the person read from the ID token or GitHub's API.
export async function completeSignIn(p: ProviderConfig, callback: URLSearchParams, saved: SignInState): Promise<ProviderProfile> {
  if (!callback.has('error') && !sameState(callback.get('state'), saved.state)) {
    throw new AppError('bad_request', 'The answer from the provider does not belong to the sign-in this browser started (state mismatch): start it again');
  }
  return withProvider(p, async () => {
    const as = await authorizationServer(p);
    const client: oauth.Client = { client_id: p.clientId };
    const params = oauth.validateAuthResponse(as, client, callback, saved.state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretPost(p.clientSecret), params, saved.redirectUri, saved.verifier, requestOptions());
    if (!p.oidc) {
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
      return githubProfile(p, tokens.access_token);
    }
    const peek = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { id_token?: unknown };
    const tokens = await oauth.processAuthorizationCodeResponse(serverForIdToken(as, peek.id_token), client, response, {
      expectedNonce: saved.nonce ?? oauth.expectNoNonce,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(tokens);
    if (!claims) throw providerFailed(p.name, 'no ID token');
    return p.id === 'google' ? googleProfile(claims) : microsoftProfile(claims);
  });
}

function normalEmail(value: unknown): string | null {
  const parsed = Email.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const personName = (value: unknown, email: string | null) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 120) : (email?.split('@')[0] ?? ''));

// Google vouches for an address with `email_verified: true`.
function googleProfile(claims: oauth.IDToken): ProviderProfile {
  const email = normalEmail(claims.email);
  return { provider: 'google', subject: claims.sub, email, emailVerified: email !== null && claims.email_verified === true, name: personName(claims.name, email) };
}

// Microsoft's `email` claim is whatever the account's tenant recorded, unverified in general (a
// tenant's admin can type any address). It counts as verified only with `xms_edov: true` (the
// address's domain is verified by its tenant; an optional claim the app registration must request).
// The person is `tid:oid` (stable across this deployment's and a site's own app registrations),
// else the app-specific `sub`.
function microsoftProfile(claims: oauth.IDToken): ProviderProfile {
  const email = normalEmail(claims.email);
  const { tid, oid } = claims;
  const subject = typeof tid === 'string' && typeof oid === 'string' ? `${tid}:${oid}` : claims.sub;
  return { provider: 'microsoft', subject, email, emailVerified: email !== null && claims.xms_edov === true, name: personName(claims.name, email) };
}

const GitHubUser = z.object({ id: z.number().int(), login: z.string(), name: z.string().nullable().optional() });
const GitHubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

async function githubApi<T extends z.ZodType>(path: string, accessToken: string, schema: T): Promise<z.output<T>> {
  const headers = new Headers({ accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' });
  const res = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(`${env.GITHUB_API_URL}${path}`), headers, null, requestOptions());
  if (res.status !== 200) throw providerFailed('GitHub', `GET ${path} answered ${res.status}`);
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw providerFailed('GitHub', `GET ${path} answered an unexpected body`);
  return parsed.data;
}

// GitHub's primary address, verified only as its `verified` flag says (GET /user/emails).
async function githubProfile(p: ProviderConfig, accessToken: string): Promise<ProviderProfile> {
  const user = await githubApi('/user', accessToken, GitHubUser);
  const primary = (await githubApi('/user/emails', accessToken, GitHubEmails)).find((e) => e.primary);
  const email = normalEmail(primary?.email);
  return { provider: p.id, subject: String(user.id), email, emailVerified: email !== null && primary?.verified === true, name: personName(user.name || user.login, email) };
}
