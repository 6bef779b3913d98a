import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { DECLARED_AREAS, type DeclaredArea } from '@/lib/api/areas';
import { registerDeclared } from './declared';
import { registerOutbox } from './outbox';
import { registerPayments } from './payments';
import { registerStorage } from './storage';
import { registerSocial } from './social';

// A declared area at its place in the document; one not placed here comes after the others.
const placed = new Set<DeclaredArea>();
const declared = (area: DeclaredArea) => (placed.add(area), registerDeclared(DECLARED_AREAS[area]));

// Each area in the document's order: a declared one (lib/api/areas.ts) or one still described by
// hand here (lib/openapi/<area>.ts).
const DOMAINS = [
  declared('auth'),
  registerSocial,
  declared('accounts'),
  declared('sites'),
  declared('users'),
  declared('posts'),
  declared('search'),
  declared('templates'),
  declared('themes'),
  declared('bits'),
  declared('files'),
  declared('storage'),
  registerStorage,
  declared('comments'),
  declared('redirects'),
  declared('leads'),
  declared('catalogue'),
  declared('carts'),
  declared('discounts'),
  declared('orders'),
  declared('subscriptions'),
  registerPayments,
  declared('plugins'),
  declared('webhooks'),
  declared('notifications'),
  declared('analytics'),
  declared('site-logs'),
  declared('runtime-manifest'),
  registerOutbox,
];

export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  registry.registerComponent('securitySchemes', 'cookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'current_user',
    description:
      'Named `__Host-current_user` on an https deployment (PUBLIC_SCHEME=https). On a site host it counts only when minted there (by a sign-in on that site). Two different values in one request (one planted by another host) answer 401 and expire them. JSON bodies need Content-Type: application/json (415 otherwise).',
  });
  registry.registerComponent('securitySchemes', 'adminSession', {
    type: 'apiKey',
    in: 'cookie',
    name: 'admin_session',
    description:
      'Set by login, sign-up and sites/new on the platform host (from its own origin): host-only, HttpOnly, SameSite=Strict; `__Host-admin_session` on https. Honoured on the platform host only (with X-Site to name the site), where it also grants the management a site cookie never does; writes need an Origin of the platform host. Ignored on site hosts.',
  });
  for (const register of DOMAINS) register(registry);
  for (const [area, groups] of Object.entries(DECLARED_AREAS)) if (!placed.has(area as DeclaredArea)) registerDeclared(groups)(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Site Platform API',
      version: '1.0.0',
      // The package is private: the API is offered under the operator's own terms.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'Multi-tenant site platform. The Host header selects the site; the platform host serves only the endpoints marked as such. ' +
        "On the platform host an API call may name its site with the header `X-Site: <site uid>` (how the admin, on its own origin, works on a site): every site endpoint then answers as on that site's own host, with the caller's membership role there; an unknown uid answers 404. On a site host the header is ignored. " +
        'Every JSON answer is an envelope {state, data}; errors are {state: "error", data: {text, code}}, where `code` is a stable name of the error (schema ErrorCode) and a validation failure adds `issues: [{path, message}]`. ' +
        'Lists take ?page= (1-based) and ?page_size= (default 20, at most 100).',
    },
    servers: [{ url: '/' }],
  });
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

// Built once per process: the schemas cannot change while it runs.
let cached: OpenApiDocument | undefined;
export const openApiDocument = (): OpenApiDocument => (cached ??= buildOpenApiDocument());
