import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchedWrites, createLogger, requestContext, requestIdFrom, serializeError } from '@/lib/shared/server-log-core.mjs';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { log: createLogger({}, stream), lines, raw };
}

describe('server log', () => {
  it('writes JSON lines with a level label, time and message', () => {
    const { log, lines } = capture();
    log.info('ready: http://localhost:3000');
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'ready: http://localhost:3000' });
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('adds the request id to every line written while a request is handled', async () => {
    const { log, lines } = capture();
    await requestContext.run({ reqId: 'req-1' }, async () => {
      log.info('inside');
      await new Promise((r) => setTimeout(r, 1));
      log.warn('later, same request');
    });
    log.info('outside');
    expect(lines.map((l) => l.reqId)).toEqual(['req-1', 'req-1', undefined]);
  });

  it('redacts credentials and personal data wherever a call puts them', () => {
    const { log, raw } = capture();
    log.info(
      {
        password: 'hunter2-top',
        token: 'eyJtoken',
        body: { email: 'me@example.com', password: 'hunter2-nested' },
        req: { headers: { authorization: 'Bearer eyJbearer', cookie: 'current_user=eyJcookie' } },
        headers: { 'set-cookie': 'current_user=eyJset' },
      },
      'careless',
    );
    const text = raw.join('\n');
    for (const secret of ['hunter2', 'eyJ', 'me@example.com']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('redacts inside arrays, leaves the caller its objects, and still hands errors to their serializer', () => {
    const { log, lines } = capture();
    const call = { users: [{ name: 'A', email: 'a@example.com' }], deep: { a: { b: { token: 'eyJdeep' } } }, status: 200 };
    const copy = structuredClone(call);
    log.info({ ...call, err: Object.assign(new Error('boom'), { token: 'eyJerror' }) }, 'mixed');
    expect(call).toEqual(copy);
    const line = lines[0]!;
    expect(line.users).toEqual([{ name: 'A', email: '[redacted]' }]);
    expect(line.deep).toEqual({ a: { b: { token: '[redacted]' } } });
    expect(line.status).toBe(200);
    expect(line.err).toMatchObject({ type: 'Error', message: 'boom' });
    expect(JSON.stringify(line)).not.toContain('eyJ');
  });

  it('logs errors as type, code, message and stack, without the query values a driver attaches', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), { code: '23505', detail: 'Key (email)=(me@example.com) already exists.' });
    const err = Object.assign(new Error('Failed query: insert into "users" ("email", "hash") values ($1, $2)\nparams: me@example.com,$argon2id$secret\nsecond line of a value'), {
      params: ['me@example.com'],
      cause,
    });
    const out = serializeError(err) as { message: string; stack: string; cause: { code: string } };
    const text = JSON.stringify(out);
    expect(text).not.toContain('me@example.com');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('second line of a value');
    expect(out.message).toBe('Failed query: insert into "users" ("email", "hash") values ($1, $2)\nparams: [redacted]');
    expect(out.stack).toContain('    at ');
    expect(out.cause.code).toBe('23505');
  });

  it('writes the lines of one turn of the event loop in one write at its end, in order', async () => {
    const writes: string[] = [];
    const sink = batchedWrites({ write: (text: string) => writes.push(text) });
    const logger = createLogger({}, sink);
    logger.info('one');
    logger.warn('two');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).msg),
    ).toEqual(['one', 'two']);
    logger.info('three');
    sink.flush();
    expect(writes.map((w) => w.includes('"three"'))).toEqual([false, true]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });

  it('believes an incoming request id only from a trusted proxy, and only when well formed', () => {
    expect(requestIdFrom('abc-123', true)).toBe('abc-123');
    expect(requestIdFrom('abc-123', false)).not.toBe('abc-123');
    expect(requestIdFrom('has space', true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('x'.repeat(129), true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
