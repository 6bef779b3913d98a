import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { sites } from '@/db/schema';
import { env } from '@/lib/shared/env';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { OAuthSecrets, PROVIDER_IDS, type ProviderId } from './schemas';

export const PROVIDER_NAMES: Record<ProviderId, string> = { github: 'GitHub', google: 'Google', microsoft: 'Microsoft' };

// What signing in through a provider needs on this host: the client, and where the provider is.
export interface ProviderConfig {
  id: ProviderId;
  name: string;
  clientId: string;
  clientSecret: string;
  // OIDC providers: the issuer, found by discovery. GitHub (plain OAuth 2): its fixed endpoints.
  issuer: string;
  oidc: boolean;
}

const microsoftIssuer = (tenant: string) => `https://login.microsoftonline.com/${tenant}/v2.0`;

function deploymentClient(id: ProviderId): { clientId: string; clientSecret: string } | null {
  const pair = {
    github: [env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET],
    google: [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET],
    microsoft: [env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET],
  }[id];
  return pair[0] && pair[1] ? { clientId: pair[0], clientSecret: pair[1] } : null;
}

// A site's own clients, read from its write-only secrets (never part of SiteRef, which is cached and
// handed around). Anything malformed there counts as none.
async function siteClients(siteUid: string): Promise<OAuthSecrets> {
  const db = await getDb();
  const [row] = await db.select({ secrets: sites.secrets }).from(sites).where(eq(sites.uid, siteUid)).limit(1);
  const parsed = OAuthSecrets.safeParse(row?.secrets.oauth ?? {});
  return parsed.success ? parsed.data : {};
}

// Every provider with credentials here: the site's own first, else the deployment's. A per-site
// Microsoft client may name its own tenant; the deployment's issuer overrides stay in force either way.
export async function configuredProviders(site: SiteRef | null): Promise<ProviderConfig[]> {
  const own = site ? await siteClients(site.uid) : {};
  return PROVIDER_IDS.flatMap((id): ProviderConfig[] => {
    const client = own[id] ?? deploymentClient(id);
    if (!client) return [];
    const tenant = (id === 'microsoft' && own.microsoft?.tenant) || env.MICROSOFT_TENANT;
    const issuer = {
      github: env.GITHUB_OAUTH_URL,
      google: env.GOOGLE_ISSUER,
      microsoft: env.MICROSOFT_ISSUER ?? microsoftIssuer(tenant),
    }[id];
    return [{ id, name: PROVIDER_NAMES[id], clientId: client.clientId, clientSecret: client.clientSecret, issuer, oidc: id !== 'github' }];
  });
}

export async function providerConfig(site: SiteRef | null, id: ProviderId): Promise<ProviderConfig | undefined> {
  return (await configuredProviders(site)).find((p) => p.id === id);
}

// Stored form of `settings.oauth` from PUT /api/v1/sites: per provider, null removes the site's
// client, an object replaces it, absence keeps it.
export function mergeOAuthSecrets(current: unknown, update: OAuthSecrets): OAuthSecrets {
  const parsed = OAuthSecrets.safeParse(current ?? {});
  const merged: Record<string, unknown> = { ...(parsed.success ? parsed.data : {}) };
  for (const id of PROVIDER_IDS) {
    const value = update[id];
    if (value === null) delete merged[id];
    else if (value !== undefined) merged[id] = value;
  }
  return merged;
}
