import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import { AppError, invalid } from '@/lib/shared/errors';
import { beforeCommit } from '@/db/guard';
import { appliedMark, complete, release, releaseLater, reserve, type KeyScope } from '@/lib/shared/idempotency/store';
import { log } from '@/lib/shared/server-log';
import { readCappedBytes } from './body';
import { errorAnswer } from './error-answer';

// `Idempotency-Key` on a write: the first answer is kept 24 h (lib/shared/idempotency/store.ts) and a retry
// with the same key gets it back, marked with this header, without running the write again.
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_HEADER = 'idempotency-key';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
// A larger answer (a rendered preview, say) is not kept: the key is released and a retry runs again.
const STORED_MAX_BYTES = 2 * 1024 * 1024;
// Never kept: a session is handed out once (Set-Cookie), and what describes one transfer or one request.
const NOT_STORED = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-request-id']);

interface KeyedContext {
  req: NextRequest;
  site: { uid: string } | null;
  user: { uid: string } | null;
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

// Runs `handle` once per key: a completed key answers its stored answer, one still running 409, one
// used for another request (method, path with query, body bytes) 422. No key: `handle` as before.
export async function idempotently<C extends KeyedContext>(ctx: C, handle: (ctx: C) => Promise<Response>): Promise<Response> {
  const key = ctx.req.headers.get(KEY_HEADER);
  if (key === null || !WRITE_METHODS.has(ctx.req.method)) return handle(ctx);
  if (!VALID_KEY.test(key)) throw invalid('Idempotency-Key must be 1 to 255 visible ASCII characters (a random UUID, say)');
  // The body is read once, under the usual cap, for the fingerprint; the handler gets the same bytes.
  const bytes = await readCappedBytes(ctx.req);
  // Built from its parts, not from ctx.req: on Node 24 the request Next hands a route is not one whose
  // private fields undici's Request constructor may read (a 500 on every keyed write).
  const req = new NextRequest(ctx.req.url, { method: ctx.req.method, headers: ctx.req.headers, body: new Uint8Array(bytes), signal: ctx.req.signal });
  const scope: KeyScope = { siteUid: ctx.site?.uid ?? null, caller: ctx.user?.uid ?? '', keyHash: sha256(key) };
  const reservation = await reserve(scope, sha256(`${req.method} ${req.nextUrl.pathname}${req.nextUrl.search}\n`, bytes));
  if (reservation.kind === 'other_request') throw invalid('This Idempotency-Key was used with a different request (method, path or body): use a new key for a new request');
  if (reservation.kind === 'in_progress') throw new AppError('conflict', 'A request with this Idempotency-Key is still in progress: retry in a moment', 1);
  if (reservation.kind === 'applied') {
    throw new AppError('conflict', 'The request with this Idempotency-Key was applied, but its answer was lost while the database was unreachable: do not send it again; read the result instead');
  }
  if (reservation.kind === 'replay') {
    const headers = new Headers(reservation.answer.headers);
    headers.set(REPLAYED_HEADER, 'true');
    return new Response(reservation.answer.body.length ? new Uint8Array(reservation.answer.body) : null, { status: reservation.answer.status, headers });
  }
  // Every transaction the write commits marks the key applied in that same transaction.
  const mark = appliedMark(scope, reservation.lease);
  const res = await beforeCommit.run(
    (run) => run(mark.query, mark.params).then(() => undefined),
    () => handle({ ...ctx, req }).catch((err: unknown) => errorAnswer(err, req)),
  );
  await settle(scope, reservation.lease, res);
  return res;
}

// Kept: every answer below 500 but a 409 (in progress, a stale version) and a 429, which a retry may
// outgrow. A 5xx (a database outage's 503 among them) releases the key, so the retry runs again.
async function settle(scope: KeyScope, lease: string, res: Response): Promise<void> {
  try {
    const body = res.status >= 500 || res.status === 409 || res.status === 429 ? null : Buffer.from(await res.clone().arrayBuffer());
    if (body === null || body.length > STORED_MAX_BYTES) return await release(scope, lease).catch(() => releaseLater(scope, lease));
    const headers = [...res.headers].filter(([name]) => !NOT_STORED.has(name.toLowerCase()));
    await complete(scope, lease, { status: res.status, headers, body: withoutToken(body, res.headers.get('content-type')) });
  } catch (err) {
    // The answer still goes out; its reservation goes stale and is taken over after a minute.
    log.warn({ err }, 'idempotency: the answer could not be stored');
  }
}

// A session token in the answer (`data.token` of a sign-up or sign-in) is not kept either: the replay
// answers the rest, so no credential sits in the table and none is handed out twice.
function withoutToken(body: Buffer, contentType: string | null): Buffer {
  if (!contentType?.includes('json') || !body.includes('"token"')) return body;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { data?: Record<string, unknown> };
    if (!parsed.data || typeof parsed.data !== 'object' || !('token' in parsed.data)) return body;
    delete parsed.data.token;
    return Buffer.from(JSON.stringify(parsed));
  } catch {
    return body;
  }
}
