// Cross-origin uploads: the signature in the URL is the authorization and no credential is sent, so
// any origin may PUT (the admin's platform origin, or a site's own front end on another domain).
export const UPLOAD_CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'PUT, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

type Handler<A extends unknown[]> = (...args: A) => Promise<Response>;

// The upload's answers (errors too, so the browser can read why) carry the CORS headers.
export function withUploadCors<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (...args) => {
    const res = await handler(...args);
    for (const [k, v] of Object.entries(UPLOAD_CORS_HEADERS)) res.headers.set(k, v);
    return res;
  };
}
