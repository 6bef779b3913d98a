import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ErrorEnvelope } from '@/lib/api/error-envelope';
import { nameJsonValues } from './json-value';
import { queryForDocs } from './query';

// Who may call an operation, in the words of spec part 4; it decides the documented error answers.
// `signedUrl`: the URL itself carries the authorization (a presigned upload), no credential is read.
type DocAccess = 'public' | 'session' | { role: number } | { ownerOr: number } | 'signature' | 'cronSecret' | 'signedUrl';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  access: DocAccess;
  // `platform`: served on the platform host too (or only there); the default is site hosts only.
  hosts?: 'site' | 'any';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyTypes?: string[];
  // `contentType`: the answer's media type when it is not the JSON envelope (a CSV file, say).
  ok: { status: 200 | 201; schema?: z.ZodType; description?: string; contentType?: string };
  // Upserts answer 200 (same body) when the uid already existed.
  upsert?: boolean;
  // A form post that asked for it is answered with a 303 redirect instead.
  seeOther?: string;
  rateLimited?: boolean;
  // Sensitive management (docs/behaviours.md#B-management-bearer): a site-host cookie alone never grants it.
  bearerOnly?: boolean;
  // A 409 answer and its body (an error envelope that also carries the current record).
  conflict?: { description: string; schema: z.ZodType };
  // Answers particular to this operation, beyond those its access, body and path imply.
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503, string>>;
  description?: string;
}

// The error answers' shape lives in lib/api (browser-safe), where a declaration's 409 body uses it too.
export { ErrorEnvelope } from '@/lib/api/error-envelope';
export { envelope, itemOf, uidParam } from '@/lib/api/envelope';

// Every 429 and 503 says when to try again.
export const RETRY_AFTER = { 'retry-after': { schema: { type: 'integer' as const, minimum: 1 }, description: 'seconds until a retry can succeed' } };

// Writes a client makes (not a provider's webhook, nor a signed URL's) take an Idempotency-Key
// (lib/http/idempotency.ts): routes that ignore it say `idempotency: false`, and are exactly these.
const takesIdempotencyKey = (op: Operation) => op.method !== 'get' && op.access !== 'signature' && op.access !== 'signedUrl' && op.access !== 'cronSecret';

const IdempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .describe(
      'Makes a retry safe: the first answer is kept 24 h for this site, caller (the signed-in user, else every anonymous caller) and key, and a retry with the same key gets it back (header Idempotent-Replayed: true) without a second effect. 1 to 255 visible ASCII characters (a random UUID); a new key for each new request. 409 while the first is still running, 422 when the key was used with another method, path or body. Answers of 500 and more, 409 and 429 are not kept (the retry runs again). A replay never sets a cookie and leaves out a session token (data.token): a session is handed out once.',
    ),
});
const REPLAYED = {
  'idempotent-replayed': { schema: { type: 'string' as const, enum: ['true'] }, description: 'present when this is the kept answer of an earlier request with the same Idempotency-Key' },
};
const IN_PROGRESS = 'a request with the same Idempotency-Key is still in progress; retry after Retry-After seconds';

const jsonError = (description: string): ResponseConfig => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } });
// The payment pages a browser opens answer their errors as pages too.
const htmlError = (description: string): ResponseConfig => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

function accessText(a: DocAccess): string {
  if (a === 'public') return 'public';
  if (a === 'session') return 'session (any signed-in user)';
  if (a === 'signature') return 'provider signature';
  if (a === 'cronSecret') return 'Authorization: Bearer <CRON_SECRET> (Vercel Cron)';
  if (a === 'signedUrl') return 'the signed URL that POST /api/v1/storage/presign answered';
  if ('role' in a) return `role ${a.role}+ on this site`;
  return `owner or role ${a.ownerOr}+ on this site`;
}

// Error answers follow from the access level, the body and the path, so every operation lists the
// same statuses the handler can really give.
function responsesFor(op: Operation): Record<string, ResponseConfig> {
  const errorResponse = op.ok.contentType === 'text/html' ? htmlError : jsonError;
  const out: Record<string, ResponseConfig> = {
    [op.ok.status]: {
      description: op.ok.description ?? 'success',
      ...(op.ok.schema ? { content: { [op.ok.contentType ?? 'application/json']: { schema: op.ok.schema } } } : {}),
    },
  };
  if (op.upsert && op.ok.schema) out[200] = { description: 'an existing record was updated', content: { 'application/json': { schema: op.ok.schema } } };
  if (op.seeOther) out[303] = { description: op.seeOther, headers: { location: { schema: { type: 'string' }, description: 'the path to go to' } } };
  // Any request: a request target with a malformed percent-escape, or a request line and headers past
  // the server's 16 KB.
  out[400] = errorResponse('the request target has a malformed percent-escape');
  out[431] = errorResponse('the request line or headers are larger than 16 KB');
  if (op.body) {
    out[400] = errorResponse('the body is not valid JSON (or the request target has a malformed percent-escape)');
    out[413] = errorResponse('the body is larger than the size cap');
    out[415] = errorResponse(`the Content-Type is not ${(op.bodyTypes ?? ['application/json']).join(' or ')}`);
  }
  if (op.body || op.query) out[422] = errorResponse('the request was understood but rejected (validation)');
  if (op.access === 'signedUrl') out[403] = errorResponse("the URL's signature is missing, altered or expired");
  else if (op.access !== 'public' && op.access !== 'signature') out[401] = errorResponse('no valid credential');
  if (op.access === 'public') {
    // A public operation reads a credential when one is sent (the caller may be a customer).
    out[401] = errorResponse('a session cookie arrived twice (one was planted by another host): the answer expires both');
    if (op.method !== 'get') out[403] = errorResponse('a cookie-authenticated write without an Origin or Referer of this exact origin');
  }
  if (op.access === 'cronSecret') out[404] = errorResponse('CRON_SECRET is not set: the endpoint does not exist');
  if (typeof op.access === 'object' || op.access === 'session') out[403] = errorResponse('the role on this site is too low (or not the owner)');
  // A host that is neither the platform's nor a site's selects nothing, whatever the operation.
  out[404] = errorResponse(op.params || op.hosts !== 'any' ? 'no such record, or the host is not a site' : 'the host is neither the platform nor a site');
  if (op.conflict) out[409] = { description: op.conflict.description, content: { 'application/json': { schema: op.conflict.schema } } };
  if (op.rateLimited) out[429] = errorResponse('rate limited; see the Retry-After header');
  // Any operation: the database (or a dependency it needs) cannot be reached; nothing hangs past the
  // connect timeout (lib/http/errors.ts, db/unreachable.ts).
  out[503] = errorResponse('the database cannot be reached right now; try again after Retry-After seconds');
  for (const [status, description] of Object.entries(op.errors ?? {})) out[status] = errorResponse(description);
  if (takesIdempotencyKey(op)) {
    const ok = out[op.ok.status]!;
    out[op.ok.status] = { ...ok, headers: REPLAYED };
    if (out[303]) out[303] = { ...out[303], headers: { ...out[303].headers, ...REPLAYED } };
    const prior = out[409];
    out[409] = prior
      ? {
          ...prior,
          description: `${prior.description}; or ${IN_PROGRESS}`,
          ...(op.conflict ? { content: { 'application/json': { schema: z.union([op.conflict.schema, ErrorEnvelope]) } } } : {}),
          headers: RETRY_AFTER,
        }
      : { ...errorResponse(IN_PROGRESS), headers: RETRY_AFTER };
    const keyRefused = 'the Idempotency-Key is malformed, or was used with a different request';
    out[422] = out[422] ? { ...out[422], description: `${out[422].description}; or ${keyRefused}` } : errorResponse(keyRefused);
  }
  if (out[429]) out[429] = { ...out[429], headers: RETRY_AFTER };
  out[503] = { ...out[503], headers: RETRY_AFTER };
  return out;
}

const pascal = (word: string) => word.replace(/(^|[-_.])([a-z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase());

// A stable operationId from the method and the path (unique as they are together), so generated
// clients name their methods the same way across releases: `GET /api/v1/posts/{uid}` is getPostsByUid.
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((s) => s && s !== 'api' && s !== 'v1')
    .map((s) => (s.startsWith('{') ? `By${pascal(s.slice(1, -1))}` : pascal(s)));
  return `${method}${words.join('')}`;
}

export function document(registry: OpenAPIRegistry, op: Operation): void {
  for (const schema of [op.params, op.query, op.body, op.ok.schema]) if (schema) nameJsonValues(schema);
  const request: RouteConfig['request'] = {};
  if (op.params) request.params = op.params;
  if (op.query) request.query = queryForDocs(op.query);
  if (takesIdempotencyKey(op)) request.headers = IdempotencyKeyHeader;
  if (op.body) {
    const types = op.bodyTypes ?? ['application/json'];
    request.body = { required: true, content: Object.fromEntries(types.map((t) => [t, { schema: op.body! }])) };
  }
  const hostNote = op.hosts === 'any' ? 'Served on the platform host and on site hosts.' : 'Served on site hosts only.';
  const bearerNote = op.bearerOnly ? "Needs an Authorization: Bearer token or the platform host's admin session: a site-host cookie alone answers 403." : undefined;
  registry.registerPath({
    method: op.method,
    path: op.path,
    operationId: operationIdOf(op.method, op.path),
    summary: op.summary,
    description: [op.description, `Access: ${accessText(op.access)}.`, bearerNote, hostNote].filter(Boolean).join(' '),
    tags: [op.tag],
    security:
      op.access === 'public' || op.access === 'signature' || op.access === 'signedUrl'
        ? []
        : op.access === 'cronSecret'
          ? [{ bearer: [] }]
          : op.bearerOnly
            ? [{ bearer: [] }, { adminSession: [] }]
            : [{ bearer: [] }, { cookie: [] }, { adminSession: [] }],
    'x-access': accessText(op.access),
    request,
    responses: responsesFor(op),
  });
}
