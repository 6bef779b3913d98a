import { z } from 'zod';

export const PROVIDER_IDS = ['github', 'google', 'microsoft'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export const isProviderId = (value: string): value is ProviderId => (PROVIDER_IDS as readonly string[]).includes(value);

const ClientCredentials = z.strictObject({ clientId: z.string().trim().min(1).max(500), clientSecret: z.string().min(1).max(500) });

// A site's own OAuth clients (write-only, kept in sites.secrets like payments): they win over the
// deployment's. null removes a provider's; a provider left out keeps what it had.
export const OAuthSecrets = z.strictObject({
  github: ClientCredentials.nullable().optional(),
  google: ClientCredentials.nullable().optional(),
  microsoft: ClientCredentials.extend({
    tenant: z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,100}$/, 'a tenant id, domain, `common`, `organizations` or `consumers`')
      .optional(),
  })
    .nullable()
    .optional(),
});
export type OAuthSecrets = z.output<typeof OAuthSecrets>;

export const ProviderView = z.object({
  id: z.enum(PROVIDER_IDS),
  name: z.string().describe('what a sign-in button says'),
  url: z.string().describe('the path that starts the sign-in (add ?return_to=/a/path to come back there)'),
});

// `return_to` of GET /auth/<provider>: where the browser goes once signed in (a path on this host).
export const StartQuery = z.object({
  return_to: z
    .string()
    .optional()
    .describe('a path on this host (`/admin`); anything else (another host, a scheme, `//`) is replaced by the default: `/` on a site host, `/admin` on the platform host'),
});
