import type { z } from 'zod';
import { ROLE } from '@/lib/domains/accounts/auth/roles';

// One API operation, declared once: what the route serves (its method handler and the 405 of the
// methods nobody declared, lib/api/route-of.ts), what the OpenAPI document says of it
// (lib/openapi/declared.ts), the role the admin shows and the admin's typed calls (lib/admin/call.ts).
// Browser-safe: a declaration holds metadata and zod schemas only; the handler is bound in the route
// file, on the server.

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

// A role by its name (lib/domains/accounts/auth/roles.ts): that role or higher on the addressed site.
type RoleName = Exclude<keyof typeof ROLE, 'none'>;
// `public`: anyone; `session`: any signed-in user; a role name: that role or higher on the site.
type Access = 'public' | 'session' | RoleName;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503;
type BodyType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';

export interface OperationSpec {
  method: Method;
  // The OpenAPI path: `/api/v1/redirects/{id}`.
  path: string;
  access: Access;
  // The record's owner may too (the operation checks it): documented as "owner or <role>".
  ownerOr?: RoleName;
  // `bearer`: sensitive management that a site-host cookie alone never grants (a tenant's script
  // running in a member's browser cannot reach it). `none`: no session credential is read at all.
  credential?: 'any' | 'bearer' | 'none';
  // `site` (default): site hosts only, 404 on the platform host. `any`: the platform host too.
  host?: 'site' | 'any';
  // false: a write that changes nothing, so no activity row.
  activity?: false;
  // false: the operation ignores `Idempotency-Key` (idempotent by itself, or signed).
  idempotency?: false;
  params?: z.ZodObject;
  // The handler checks the path's values itself, so that its 404 names what is missing (`Webhook slot
  // not found`): `params` then only documents them, and the handler gets them as sent.
  rawParams?: true;
  query?: z.ZodObject;
  body?: z.ZodType;
  // The body's accepted media types (default JSON only); a form post parses through the same schema.
  bodyTypes?: readonly BodyType[];
  // The handler reads the body itself (a multipart form, fields that are not the record's): `body`
  // then only documents it.
  rawBody?: true;
  // The handler reads the query itself (after a check that must come first, a rate limit): `query`
  // then only documents it.
  rawQuery?: true;
  // `schema`: the answer's envelope (lib/api/envelope.ts), or the file's schema with `contentType`.
  ok: { status: 200 | 201; schema?: z.ZodType; description?: string; contentType?: string };
  // An upsert answers 200 (same body) when the record already existed.
  upsert?: boolean;
  // A form post that asked for it is answered with a 303 redirect instead.
  seeOther?: string;
  rateLimited?: boolean;
  // A 409 answer and its body (an error envelope that also carries the current record).
  conflict?: { description: string; schema: z.ZodType };
  // Answers particular to this operation, beyond those its access, body and path imply.
  errors?: Partial<Record<ErrorStatus, string>>;
  summary: string;
  description?: string;
  tag: string;
}

// Keeps the literal types of the declaration (its schemas, method, path), which the route's handler
// and the typed client infer their inputs and outputs from.
export const defineOperation = <const D extends OperationSpec>(declaration: D): D => declaration;

// The operations served at one path (one route file), by name: `{ list, create }`.
export type OperationGroup = Record<string, OperationSpec>;

// The least role an access needs (0: anyone, 1: any signed-in user).
export function accessRole(access: Access): number {
  if (access === 'public') return 0;
  if (access === 'session') return ROLE.customer;
  return ROLE[access];
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

// What the handler receives, already parsed and validated.
interface Inputs<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}
// Of the schemas only (not the whole declaration), so PUT and PATCH of one body share a handler.
export type ParsedInputs<D extends OperationSpec> = Inputs<
  D['rawParams'] extends true ? Record<string, string> : Out<D['params']>,
  D['rawQuery'] extends true ? undefined : Out<D['query']>,
  D['rawBody'] extends true ? undefined : Out<D['body']>
>;

// What a caller sends (the schemas' input side), the keys a declaration has only.
export type CallInputs<D extends OperationSpec> = (D['params'] extends z.ZodType ? { params: In<D['params']> } : { params?: undefined }) &
  (D['query'] extends z.ZodType ? { query?: In<D['query']> } : { query?: undefined }) &
  (D['body'] extends z.ZodType ? { body: In<D['body']> } : { body?: undefined });

// The `data` of the success envelope.
export type OkData<D extends OperationSpec> = D['ok']['schema'] extends z.ZodType<{ data: infer T }> ? T : unknown;

// What the generated registries need of a resource besides its operations (`npm run generate`,
// test/unit/generated.test.ts): plain data, no schema, so the admin shell can take it as generated
// numbers without importing this module's zod schemas.
// Its area is its folder's (lib/domains/<area>/<domain>).
export interface ResourceSpec {
  // Its name in the grant taxonomy (lib/domains/accounts/auth/permissions.ts), when it has one.
  permission?: string;
  // Its admin screen: app/(admin)/admin/_ui/<key>/<key>-screen.tsx exporting `<Key>Screen`, shown to
  // `access` or higher, placed in the navigation after the screen `after` (last when not given).
  screen?: { key: string; label: string; access: RoleName; group?: string; after?: string };
}
export const defineResource = <const R extends ResourceSpec>(resource: R) => ({ ...resource, kind: 'resource' as const });
