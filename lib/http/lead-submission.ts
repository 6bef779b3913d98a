import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { AppError } from '@/lib/shared/errors';
import { CreateLeadBody } from '@/lib/domains/messaging/leads/schemas';
import { readCappedBytes, readJson } from './body';
import { valueProblem } from './body-guard';

export interface LeadSubmission {
  body: z.output<typeof CreateLeadBody>;
  // Where an HTML form asked to go next (`_redirect`), only a path on this site.
  redirect: string | null;
}

// `_redirect`: a path on this site only (not `//host`, no backslash), percent-encoded so any text
// (`/中文`) makes a valid Location header.
function redirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.host === 'site.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

// POST /api/v1/leads: a lead comes as JSON or as an HTML form post (urlencoded or multipart); form fields become `data`.
// The form body is read under the same size cap as JSON, counted as it streams in.
export async function readLeadSubmission(req: NextRequest): Promise<LeadSubmission> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    return { body: await readJson(req, CreateLeadBody), redirect: null };
  }
  const bytes = await readCappedBytes(req);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('bad_request', 'The form body could not be read');
  }
  const data: Record<string, string | string[]> = {};
  let formName: string | undefined;
  let redirect: string | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue; // files are not stored with leads
    if (key === 'form') formName = value;
    else if (key === '_redirect') redirect = redirectPath(value);
    else if (!key.startsWith('_')) data[key] = key in data ? ([] as string[]).concat(data[key]!, value) : value;
  }
  const problem = valueProblem({ formName, data });
  if (problem) throw new AppError('invalid', problem);
  return { body: CreateLeadBody.parse({ form: formName, data }), redirect };
}
