import type { NextRequest } from 'next/server';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { notFound } from '@/lib/shared/errors';
import { readFormOrJson, readJson } from '@/lib/http/body';
import { okJson, type Payload } from '@/lib/http/envelope';
import { methodNotAllowed, ROUTE_METHODS } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext, type RequestContext, type RouteOptions, type SiteContext } from '@/lib/http/route';
import type { OperationGroup, OperationSpec, ParsedInputs } from './define';

// The context a handler gets: a site is always there unless the operation is served on any host.
type ContextFor<H> = H extends 'any' ? RequestContext : SiteContext;
type ContextOf<D extends OperationSpec> = ContextFor<D['host']>;
// A handler answers a payload (sent as the success envelope with `ok.status`) or a Response of its own
// (another status, headers, a cookie, a file).
type Handler<C, I> = (ctx: C, inputs: I) => Promise<Payload | Response>;
export type HandlerOf<D extends OperationSpec> = Handler<ContextOf<D>, ParsedInputs<D>>;
// Written out (not as HandlerOf) so that one handler serves two declarations of the same schemas.
export type HandlersOf<G extends OperationGroup> = { [K in keyof G]: (ctx: ContextOf<G[K]>, inputs: ParsedInputs<G[K]>) => Promise<Payload | Response> };

type NextParams = { params: Promise<Record<string, string | string[]>> };
type MethodHandler = (req: NextRequest, p: NextParams) => Promise<Response>;

const routeOptions = (d: OperationSpec): RouteOptions => ({
  access: d.access === 'public' || d.access === 'session' ? d.access : ROLE[d.access],
  host: d.host,
  credential: d.credential,
  activity: d.activity,
  idempotency: d.idempotency,
});

// A path value no record can have (empty, NUL, absurd length), or one the params schema refuses, is
// simply not found: before any query sees it.
function parsedParams(d: OperationSpec, raw: Record<string, string>): unknown {
  if (d.rawParams) return raw;
  if (!d.params) return undefined;
  for (const value of Object.values(raw)) if (!value || value.length > 200 || value.includes('\u0000')) throw notFound();
  const parsed = d.params.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

async function parsedBody(d: OperationSpec, req: NextRequest): Promise<unknown> {
  if (!d.body || d.rawBody) return undefined;
  return d.bodyTypes?.includes('application/x-www-form-urlencoded') ? readFormOrJson(req, d.body) : readJson(req, d.body);
}

function methodHandler<D extends OperationSpec>(d: D, handler: HandlerOf<D>): MethodHandler {
  return withContext(routeOptions(d), async (ctx) => {
    const inputs = {
      params: parsedParams(d, ctx.params),
      query: d.query && !d.rawQuery ? readQuery(ctx.req, d.query) : undefined,
      body: await parsedBody(d, ctx.req),
    } as ParsedInputs<D>;
    const answer = await handler(ctx, inputs);
    return answer instanceof Response ? answer : okJson(answer, d.ok.status);
  });
}

// A route file's exports from the declarations of its path and their handlers: every method declared
// is served, every other one answers 405 with the Allow header (lib/http/method-not-allowed.ts).
export function routeOf<G extends OperationGroup>(group: G, handlers: HandlersOf<G>): Record<(typeof ROUTE_METHODS)[number], MethodHandler> {
  const declarations = Object.entries(group);
  const paths = new Set(declarations.map(([, d]) => d.path));
  if (paths.size !== 1) throw new Error(`routeOf: one route serves one path, not ${[...paths].join(', ') || 'none'}`);
  const methods = ROUTE_METHODS.filter((m) => declarations.some(([, d]) => d.method === m));
  if (methods.length !== declarations.length) throw new Error(`routeOf: a method is declared twice at ${[...paths][0]}`);
  const served = Object.fromEntries(declarations.map(([name, d]) => [d.method, methodHandler(d, handlers[name] as HandlerOf<typeof d>)]));
  return { ...methodNotAllowed(methods), ...served };
}
