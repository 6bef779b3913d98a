import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { AvailableQuery, CreateSiteBody, SelfServeBody, SiteView, UpdateSiteBody } from '@/lib/sites/schemas';
import { PageQuery } from '@/lib/http/pagination';
import { document, envelope, itemOf, listOf, textOnly, uidParam } from './common';

const Site = SiteView.meta({ id: 'Site' });
const SiteWithToken = envelope(z.object({ item: Site, token: z.string(), text: z.string().optional() }));

export function registerSites(r: OpenAPIRegistry): void {
  const tag = 'Sites';
  const any = 'any' as const;
  document(r, { method: 'get', path: '/api/v1/sites', tag, access: 'session', hosts: any, query: PageQuery, ok: { status: 200, schema: listOf(Site) }, summary: 'Sites the caller owns or belongs to (role 7+ sees all), newest first, paginated' });
  document(r, { method: 'post', path: '/api/v1/sites', tag, access: 'session', hosts: any, body: CreateSiteBody, rateLimited: true, ok: { status: 201, schema: itemOf(Site) }, summary: 'Create a site seeded with an /index template; the caller gets role 5 on it (limited per client IP with sign-ups, RATE_LIMIT_SIGNUP an hour)' });
  document(r, {
    method: 'put', path: '/api/v1/sites', tag, access: { role: ROLE.admin }, bearerOnly: true, body: UpdateSiteBody, ok: { status: 200, schema: itemOf(Site) },
    summary: 'Update the addressed site', description: 'Payment secrets under `settings.payments` are write-only and never answered back.',
  });
  document(r, {
    method: 'get', path: '/api/v1/sites/available', tag, access: 'public', hosts: any, query: AvailableQuery, rateLimited: true,
    ok: { status: 200, schema: envelope(z.object({ subdomain: z.string(), available: z.boolean() })) }, summary: 'Whether a subdomain is free; malformed or reserved answers 422',
  });
  document(r, { method: 'post', path: '/api/v1/sites/new', tag, access: 'public', hosts: any, body: SelfServeBody, rateLimited: true, ok: { status: 201, schema: SiteWithToken }, summary: 'Self-serve sign-up: a new user and their site, with a token minted on it' });
  document(r, { method: 'get', path: '/api/v1/sites/{uid}', tag, access: 'session', hosts: any, params: uidParam, ok: { status: 200, schema: itemOf(Site) }, summary: 'Read a site the caller belongs to' });
  document(r, { method: 'delete', path: '/api/v1/sites/{uid}', tag, access: { ownerOr: ROLE.superAdmin }, bearerOnly: true, hosts: any, params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a site (owner or role 7+)' });
  document(r, { method: 'post', path: '/api/v1/sites/{uid}/switch', tag, access: 'session', bearerOnly: true, hosts: any, params: uidParam, ok: { status: 200, schema: SiteWithToken }, summary: 'Mint a token on another of the caller\'s sites' });
}
