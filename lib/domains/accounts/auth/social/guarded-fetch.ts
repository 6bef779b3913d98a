import { safeFetch } from '@/lib/shared/net/safe-fetch';

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

// What oauth4webapi hands its [customFetch] (CustomFetchOptions): a URL string, the method, plain
// headers and, for the token endpoint, a form body.
export interface GuardedRequest {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}

// A fetch-compatible function over safeFetch, for oauth4webapi's [customFetch]: every request the
// sign-in makes (discovery, token exchange, user info, GitHub's API) gets the SSRF guard, its timeout
// and size cap. Redirects are answered, never followed (oauth4webapi asks for `manual` anyway).
export async function guardedFetch(url: string, init: GuardedRequest): Promise<Response> {
  const method = init.method.toUpperCase();
  if (method !== 'GET' && method !== 'POST') throw new TypeError(`guardedFetch: ${method} is not used by the sign-in`);
  const { body } = init;
  if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof URLSearchParams)) throw new TypeError('guardedFetch: only string or form bodies');
  const text = body === undefined || body === null ? undefined : String(body);
  const headers = text === undefined ? init.headers : { ...init.headers, 'content-length': String(Buffer.byteLength(text)) };
  const res = await safeFetch(url, { method, headers, body: text, followRedirects: false, timeoutMs: 10_000 });
  if (res.status < 200 || res.status > 599) throw new TypeError(`guardedFetch: unusable status ${res.status}`);
  const answered = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) answered.append(name, v);
  }
  return new Response(NULL_BODY.has(res.status) ? null : res.body, { status: res.status, headers: answered });
}
