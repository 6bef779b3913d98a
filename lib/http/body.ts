import type { z } from 'zod';
import { env } from '@/lib/shared/env';
import { AppError } from '@/lib/shared/errors';
import { valueProblem } from './body-guard';
import { DRAIN_BYTES, DRAIN_MS } from './unread-body.mjs';

// The body's bytes, refused with 413 as soon as they pass `limit`: a declared length is checked first,
// and a chunked body (no length) is counted as it arrives.
export async function readCappedBytes(req: Request, limit: number = env.MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  const tooLarge = () => new AppError('payload_too_large', `Request body is larger than ${limit} bytes`);
  if (declared > limit) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discardRest(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

// The rest of a body refused for its size, read and dropped (up to DRAIN_BYTES more, within DRAIN_MS)
// so that the answer goes out on a connection that can carry the next request, and reaches a client
// still sending. Past either bound the stream is cancelled and the outer server closes the connection
// (lib/http/unread-body.mjs).
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let left = DRAIN_BYTES;
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DRAIN_MS)));
  try {
    while (left >= 0) {
      const step = await Promise.race([reader.read(), timeUp]);
      if (step === null) break;
      if (step.done) return;
      left -= step.value.byteLength;
    }
    await reader.cancel();
  } finally {
    clearTimeout(timer);
  }
}

// A body read as it arrives, up to `cap` bytes: past that the rest is read and dropped (discardRest)
// and `refuse()` is thrown, so the refusal reaches a client still sending. A consumer that stops early
// (its file could not be written) cancels the rest, which is not wanted.
export async function* cappedChunks(body: ReadableStream<Uint8Array> | null, cap: number, refuse: () => Error): AsyncGenerator<Uint8Array> {
  const reader = body?.getReader();
  if (!reader) return;
  let finished = false;
  let size = 0;
  try {
    for (;;) {
      const step = await reader.read();
      if (step.done) {
        finished = true;
        return;
      }
      size += step.value.byteLength;
      if (size > cap) {
        finished = true;
        await discardRest(reader);
        throw refuse();
      }
      yield step.value;
    }
  } finally {
    if (!finished) await reader.cancel();
  }
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

// docs/behaviours.md#B-json-415: a JSON endpoint refuses any other Content-Type with 415. A browser sends a cross-site
// form (text/plain, urlencoded, multipart) without asking the server first, but never JSON: so no
// other site's page can make a visitor's browser call a JSON endpoint. A body with no Content-Type
// is refused too; an empty one without it (a bare POST) is fine.
function requireBodyType(req: Request, bytes: Buffer, accepted: readonly RegExp[], wanted: string): void {
  const type = req.headers.get('content-type');
  if (type === null ? bytes.length === 0 : accepted.some((t) => t.test(type))) return;
  throw new AppError('unsupported_media_type', `Content-Type ${type ?? '(none)'} is not accepted here: send ${wanted}`);
}

// Reads a JSON body (size-capped), then parses it with the route's zod schema.
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const bytes = await readCappedBytes(req);
  requireBodyType(req, bytes, [JSON_TYPE], 'JSON with Content-Type: application/json');
  return schema.parse(checked(jsonValue(bytes.toString('utf8'))));
}

// A form post (application/x-www-form-urlencoded: what a plain HTML form sends, as into a sandboxed
// frame) or JSON, parsed by the same schema. Form fields are strings; a repeated field keeps its last value.
export async function readFormOrJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const bytes = await readCappedBytes(req);
  requireBodyType(req, bytes, [JSON_TYPE, FORM_TYPE], 'JSON (application/json) or a form (application/x-www-form-urlencoded)');
  const text = bytes.toString('utf8');
  const form = FORM_TYPE.test(req.headers.get('content-type') ?? '');
  return schema.parse(checked(form ? Object.fromEntries(new URLSearchParams(text)) : jsonValue(text)));
}

function checked(value: unknown): unknown {
  const problem = valueProblem(value);
  if (problem) throw new AppError('invalid', problem);
  return value;
}

function jsonValue(text: string): unknown {
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('bad_request', 'The request body is not valid JSON');
    }
  }
  return value;
}
