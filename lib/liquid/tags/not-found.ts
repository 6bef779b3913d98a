import { Tag, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { defineTag } from '../declare';

// Thrown by {% not_found %}: the page pipeline (lib/pages/render.ts) answers the request as if no
// template matched its path, so a dynamic page (`/blog/:slug`) for a slug nothing has is a real 404.
class PageNotFound extends Error {
  constructor() {
    super('not_found: this page says there is nothing at this address');
    this.name = 'PageNotFound';
  }
}

// liquidjs wraps what a tag throws (RenderError, LiquidErrors, a layout's or partial's own error): the
// signal is found anywhere in that chain.
export function saysNotFound(err: unknown, depth = 0): boolean {
  if (err instanceof PageNotFound) return true;
  if (depth > 8 || typeof err !== 'object' || err === null) return false;
  const wrapped = err as { originalError?: unknown; errors?: unknown[] };
  if (saysNotFound(wrapped.originalError, depth + 1)) return true;
  return Array.isArray(wrapped.errors) && wrapped.errors.some((e) => saysNotFound(e, depth + 1));
}

// {% not_found %}: stops the render; the visitor gets the site's 404 (its /404 template, else a plain
// page) with status 404, after the redirect rules had their say, exactly as for a path no template has.
class NotFoundTag extends Tag {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    if (token.args.trim()) throw new Error(`not_found takes no arguments ("${token.args.trim()}")`);
  }
  render(): void {
    throw new PageNotFound();
  }
}

export default defineTag({
  name: 'not_found',
  kind: 'platform',
  doc: {
    syntax: '{% unless post %}{% not_found %}{% endunless %}',
    summary: "Stops the page: the visitor gets the site's 404 page with status 404, as for a path no template answers (use it when a page's record does not exist).",
  },
  impl: NotFoundTag,
});
