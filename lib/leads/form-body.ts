import type { NextRequest } from 'next/server';
import { readJson } from '@/lib/http/body';
import { AppError } from '@/lib/http/errors';
import { env } from '@/lib/env';
import { CreateLeadBody } from './schemas';
import type { z } from 'zod';

export interface LeadSubmission {
  body: z.output<typeof CreateLeadBody>;
  // Where an HTML form asked to go next (`_redirect`), only a path on this site.
  redirect: string | null;
}

const safePath = (v: unknown) => (typeof v === 'string' && /^\/(?!\/)[^\s\\]*$/.test(v) ? v : null);

// A lead comes as JSON or as an HTML form post (urlencoded or multipart); form fields become `data`.
export async function readLeadSubmission(req: NextRequest): Promise<LeadSubmission> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    return { body: await readJson(req, CreateLeadBody), redirect: null };
  }
  if (Number(req.headers.get('content-length') ?? 0) > env.MAX_BODY_BYTES) throw new AppError('payload_too_large', `Request body is larger than ${env.MAX_BODY_BYTES} bytes`);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError('bad_request', 'The form body could not be read');
  }
  const data: Record<string, string | string[]> = {};
  let formName: string | undefined;
  let redirect: string | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue; // files are not stored with leads
    if (key === 'form') formName = value;
    else if (key === '_redirect') redirect = safePath(value);
    else if (!key.startsWith('_')) data[key] = key in data ? ([] as string[]).concat(data[key]!, value) : value;
  }
  return { body: CreateLeadBody.parse({ form: formName, data }), redirect };
}
