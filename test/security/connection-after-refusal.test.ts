import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, userWithRole } from '../helpers/http';
import { chunk, LAST_CHUNK, RawConnection, type RawResponse } from '../helpers/raw-connection';

// Issue 23: a body refused with 413 (or 415, or answered before it was read) must not wedge its
// keep-alive connection. Before the fix, a chunked body refused with 413 left the socket unread:
// the next request on it got no answer at all (behind a proxy that reuses connections, another
// user's request). Now the connection is drained (the next request is answered on it) or closed
// (`Connection: close` on the answer, and the socket ends); never silent.

const port = () => new URL(inject('serverUrl')).port;
const MAX_BODY = 1024 * 1024; // MAX_BODY_BYTES (default)
const MiB = 1024 * 1024;

let site: Awaited<ReturnType<typeof newSite>>;
let writer: { token: string };
const open: RawConnection[] = [];

beforeAll(async () => {
  site = await newSite('Connections');
  writer = await userWithRole(site, 3);
});
afterEach(() => {
  for (const c of open.splice(0)) c.destroy();
});

function connect(): RawConnection {
  const c = new RawConnection(port());
  open.push(c);
  return c;
}

const head = (method: string, path: string, headers: Record<string, string>) =>
  `${method} ${path} HTTP/1.1\r\nHost: ${site.host}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;

// Sends `total` bytes of chunked body in 256 KiB chunks, stopping early once the server answered
// (as a client that reads while it sends would), then the last chunk if it got that far.
async function sendChunked(c: RawConnection, total: number, fill = 'a') {
  const piece = Buffer.alloc(256 * 1024, fill);
  for (let sent = 0; sent < total; sent += piece.length) {
    if (c.answered || !(await c.write(chunk(piece)))) return;
  }
  await c.write(LAST_CHUNK);
}

// The next request on the same connection: its answer, or 'closed'; 'timeout' is the wedge.
async function next(c: RawConnection): Promise<RawResponse | 'closed' | 'timeout'> {
  if (c.closed) return 'closed';
  await c.write(head('GET', '/api/v1/auth/me', {}));
  return c.response(4_000);
}

function expectAnswered(r: RawResponse | 'closed' | 'timeout') {
  expect(r, 'the next request on the connection is answered').not.toBe('timeout');
  expect(r).not.toBe('closed');
  expect((r as RawResponse).status).toBe(401);
}

// A refusal that ends the connection: said on the answer, then the socket ends promptly.
async function expectClosed(c: RawConnection, answer: RawResponse) {
  expect(answer.headers.connection).toBe('close');
  expect(await c.closesWithin(2_000), 'the server ends the connection').toBe(true);
  expect(await next(c)).toBe('closed');
}

describe('a chunked body over MAX_BODY_BYTES', () => {
  it('somewhat over (the rest is drained): 413, and the next request on the connection is answered', async () => {
    const c = connect();
    await c.write(head('POST', '/api/v1/leads', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
    await sendChunked(c, MAX_BODY + 512 * 1024);
    const first = await c.response();
    expect(first).toMatchObject({ status: 413 });
    expect((first as RawResponse).headers.connection).not.toBe('close');
    expectAnswered(await next(c));
  });

  it('the same on a signed-in route (posts)', async () => {
    const c = connect();
    await c.write(head('POST', '/api/v1/posts', { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
    await sendChunked(c, MAX_BODY + 512 * 1024);
    expect(await c.response()).toMatchObject({ status: 413 });
    expectAnswered(await next(c));
  });

  it('far over (16 MiB): 413 with Connection: close, and the connection ends instead of hanging', async () => {
    const c = connect();
    await c.write(head('POST', '/api/v1/leads', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
    const sending = sendChunked(c, 16 * MiB);
    const first = await c.response(10_000);
    await sending;
    expect(first).toMatchObject({ status: 413 });
    await expectClosed(c, first as RawResponse);
  });

  it('a form post (urlencoded) far over: 413, closed', async () => {
    const c = connect();
    await c.write(head('POST', '/api/v1/leads', { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }));
    const sending = sendChunked(c, 16 * MiB, 'x');
    const first = await c.response(10_000);
    await sending;
    expect(first).toMatchObject({ status: 413 });
    await expectClosed(c, first as RawResponse);
  });

  it('a lead submitted after a drained refusal on the same connection is stored', async () => {
    const c = connect();
    await c.write(head('POST', '/api/v1/leads', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
    await sendChunked(c, MAX_BODY + 256 * 1024);
    expect(await c.response()).toMatchObject({ status: 413 });
    const body = JSON.stringify({ form: 'after-refusal', data: { email: 'a@example.test' } });
    await c.write(head('POST', '/api/v1/leads', { 'content-type': 'application/json', 'content-length': String(body.length) }) + body);
    expect(await c.response()).toMatchObject({ status: 201 });
    const forms = await api(site.host).get('/api/v1/leads/forms', { token: site.ownerToken });
    expect(JSON.stringify(data(forms))).toContain('after-refusal');
  });
});

describe('a body refused before it is read', () => {
  it('a declared Content-Length over the limit: 413 at once with Connection: close, and the connection ends', async () => {
    const c = connect();
    await c.write(head('POST', '/api/v1/leads', { 'content-type': 'application/json', 'content-length': String(64 * MiB) }));
    await c.write(Buffer.alloc(64 * 1024, 'a'));
    const first = await c.response();
    expect(first).toMatchObject({ status: 413 });
    await expectClosed(c, first as RawResponse);
  });

  it('a small declared body the answer did not need (a form post to a page, 405) is drained: the next request is answered', async () => {
    const c = connect();
    const form = `message=${'x'.repeat(100 * 1024)}`;
    await c.write(head('POST', '/', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(form.length) }));
    // The page answers before the body comes; the body follows the answer.
    const first = await c.response();
    expect(first).toMatchObject({ status: 405 });
    expect((first as RawResponse).headers.connection).not.toBe('close');
    await c.write(form);
    expectAnswered(await next(c));
  });

  it('a chunked form post to a page that is answered before its body came: answered, then closed or drained, never wedged', async () => {
    const c = connect();
    await c.write(head('POST', '/contact', { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }));
    await c.write(chunk('message=hello'));
    const first = await c.response();
    expect(first).toMatchObject({ status: 405 });
    await c.write(chunk('x'.repeat(1000)));
    await c.write(LAST_CHUNK);
    const after = await next(c);
    expect(after, 'the next request is answered or the connection closed').not.toBe('timeout');
    if (after === 'closed') expect((first as RawResponse).headers.connection).toBe('close');
    else expect((after as RawResponse).status).toBe(401);
  });

  it('415 on a JSON endpoint (the body was read): the next request is answered', async () => {
    const c = connect();
    await c.write(head('POST', '/api/v1/leads', { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }));
    await sendChunked(c, 512 * 1024);
    expect(await c.response()).toMatchObject({ status: 415 });
    expectAnswered(await next(c));
  });
});

describe('the local upload route (lib/domains/content/storage acceptUpload)', () => {
  const presigned = async (key: string, size: number) => {
    const r = await api(site.host).post('/api/v1/storage/presign', { key, contentType: 'image/png', size }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(200);
    return new URL(data(r).url as string);
  };

  it('a chunked upload over its cap: 413, drained, and the next request is answered', async () => {
    const url = await presigned('conn/a.png', 64 * 1024);
    const c = connect();
    await c.write(head('PUT', url.pathname + url.search, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' }));
    await sendChunked(c, 512 * 1024);
    expect(await c.response()).toMatchObject({ status: 413 });
    expectAnswered(await next(c));
  });

  it('a chunked upload far over its cap: 413 with Connection: close, and the connection ends', async () => {
    const url = await presigned('conn/b.png', 64 * 1024);
    const c = connect();
    await c.write(head('PUT', url.pathname + url.search, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' }));
    const sending = sendChunked(c, 16 * MiB);
    const first = await c.response(10_000);
    await sending;
    expect(first).toMatchObject({ status: 413 });
    await expectClosed(c, first as RawResponse);
  });

  it('an upload of the wrong type, refused (415) before its large body is read: closed', async () => {
    const url = await presigned('conn/c.png', 8 * MiB);
    const c = connect();
    await c.write(head('PUT', url.pathname + url.search, { 'content-type': 'text/html', 'content-length': String(8 * MiB) }));
    await c.write(Buffer.alloc(64 * 1024));
    const first = await c.response();
    expect(first).toMatchObject({ status: 415 });
    await expectClosed(c, first as RawResponse);
  });

  it('an upload of the wrong type with a small body: 415, drained, the next request is answered', async () => {
    const url = await presigned('conn/d.png', 64 * 1024);
    const c = connect();
    const body = Buffer.alloc(32 * 1024);
    await c.write(head('PUT', url.pathname + url.search, { 'content-type': 'text/html', 'content-length': String(body.length) }));
    await c.write(body);
    expect(await c.response()).toMatchObject({ status: 415 });
    expectAnswered(await next(c));
  });
});
