import { PLATFORM_PAGE_HEADERS } from './security-headers';

// A platform-rendered HTML page or a redirect (303: after a form post the browser GETs the target).
export type HtmlAnswer = { html: string; status?: number } | { redirect: string };

export function htmlAnswer(answer: HtmlAnswer): Response {
  const headers = { ...PLATFORM_PAGE_HEADERS, 'cache-control': 'no-store' };
  if ('redirect' in answer) return new Response(null, { status: 303, headers: { ...headers, location: answer.redirect } });
  return new Response(answer.html, { status: answer.status ?? 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}
