import type { ErrorCode, Issue } from '@/lib/shared/errors';

// The admin's one way to the JSON API: same origin (the platform host), the admin session cookie sent by
// the browser, the site named by `X-Site` (docs/behaviours.md#B-x-site). Errors carry the envelope's own text, its code
// and, for a validation failure, the values at fault (lib/admin/field-errors.ts marks their fields).
export type Json = Record<string, unknown>;

export class ApiError extends Error {
  // `undefined` when no envelope came back (the server could not be reached, or answered no JSON). The
  // admin is served by the same build as the API, so the code is one of this build's ErrorCode.
  readonly code: ErrorCode | undefined;
  readonly issues: Issue[];

  constructor(
    readonly status: number,
    message: string,
    readonly data: Json,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = typeof data.code === 'string' ? (data.code as ErrorCode) : undefined;
    this.issues = Array.isArray(data.issues) ? data.issues.filter(isIssue) : [];
  }
}

const isIssue = (v: unknown): v is Issue => typeof v === 'object' && v !== null && typeof (v as Issue).path === 'string' && typeof (v as Issue).message === 'string';

export interface ApiOptions {
  site?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function api<T = Json>(path: string, { site, method = 'GET', body, signal }: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (site) headers['x-site'] = site;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin', signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'The server could not be reached: check your connection and try again', {});
  }
  const envelope = (await res.json().catch(() => null)) as { state?: string; data?: Json } | null;
  const data = envelope?.data ?? {};
  if (!res.ok || envelope?.state !== 'ok') {
    const text = typeof data.text === 'string' ? data.text : `The server answered ${res.status}`;
    throw new ApiError(res.status, text, data);
  }
  return data as T;
}

// A list query string from defined, non-empty values only.
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
