import type { z } from 'zod';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { valueProblem } from './body-guard';

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
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

// CONTRACT 3: a JSON endpoint refuses any other Content-Type with 415. A browser sends a cross-site
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
