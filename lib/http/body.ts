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

// Reads a JSON body (size-capped), then parses it with the route's zod schema.
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return schema.parse(checked(jsonValue((await readCappedBytes(req)).toString('utf8'))));
}

// A form post (application/x-www-form-urlencoded: what a plain HTML form sends, as into a sandboxed
// frame) or JSON, parsed by the same schema. Form fields are strings; a repeated field keeps its last value.
export async function readFormOrJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const text = (await readCappedBytes(req)).toString('utf8');
  const form = /^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? '');
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
