import type { z } from 'zod';
import { AppError, notFound } from '@/lib/shared/errors';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import type { Issued } from '../operations';
import { PLATFORM_SID } from '../token';
import { signInWithProfile } from './account';
import { configuredProviders, providerConfig, type ProviderConfig } from './config';
import { authorizationRequest, completeSignIn } from './protocol';
import { safeReturnTo } from './return-to';
import { isProviderId, type ProviderId, type ProviderView, type StartQuery } from './schemas';
import { openState, sealState, spendState } from './state';

export interface Where {
  site: SiteRef | null;
  platformHost: boolean;
  // This request's own origin (scheme, host, port): the provider sends the browser back here.
  origin: string;
}

const siteKey = (site: SiteRef | null) => site?.uid ?? PLATFORM_SID;

// A provider this host offers; any other name (unknown, or without credentials here) is not found.
async function offered(site: SiteRef | null, name: string): Promise<ProviderConfig> {
  const config = isProviderId(name) ? await providerConfig(site, name) : undefined;
  if (!config) throw notFound('Sign-in provider');
  return config;
}

export async function listProviders(site: SiteRef | null): Promise<z.output<typeof ProviderView>[]> {
  return (await configuredProviders(site)).map((p) => ({ id: p.id, name: p.name, url: `/auth/${p.id}` }));
}

// GET /auth/<provider>: where to send the browser, and the sealed state its cookie keeps meanwhile.
export async function startSignIn(where: Where, name: string, query: z.output<typeof StartQuery>): Promise<{ provider: ProviderId; location: string; state: string }> {
  const config = await offered(where.site, name);
  const redirectUri = `${where.origin}/auth/${config.id}/callback`;
  const request = await authorizationRequest(config, redirectUri);
  const returnTo = safeReturnTo(query.return_to, where.platformHost ? '/admin' : '/');
  const { value } = await sealState({ provider: config.id, site: siteKey(where.site), state: request.state, verifier: request.verifier, nonce: request.nonce, returnTo, redirectUri });
  return { provider: config.id, location: request.url, state: value };
}

// GET /auth/<provider>/callback: the state this browser holds must be for this provider and host and
// unspent; then the provider's answer decides the account (lib/domains/accounts/auth/social/account.ts).
export async function finishSignIn(where: Where, name: string, callback: URLSearchParams, cookieHeader: string | null, ip: string): Promise<{ issued: Issued & { note?: string }; returnTo: string }> {
  const config = await offered(where.site, name);
  const saved = await openState(cookieHeader, config.id);
  if (saved.provider !== config.id || saved.site !== siteKey(where.site)) throw new AppError('bad_request', 'This sign-in was started for another site or provider: start it again');
  await spendState(saved);
  const profile = await completeSignIn(config, callback, saved);
  return { issued: await signInWithProfile(where.site, profile, ip), returnTo: saved.returnTo };
}
