import { routeOf } from '@/lib/api/route-of';
import { credentialFrom } from '@/lib/domains/accounts/auth/credential';
import { AppError } from '@/lib/shared/errors';
import { readFormOrJson } from '@/lib/http/body';
import { previewHeaders } from '@/lib/http/security-headers';
import { previewSession, renderPreview } from '@/lib/pages/preview';
import { templatePreview } from '@/lib/domains/content/templates/api';
import { PreviewBody } from '@/lib/domains/content/templates/schemas';
import { platformOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { tenantForHost } from '@/lib/shared/tenancy/site-lookup';

// Authenticated by the preview token alone (form field or bearer), never by a session: the form comes
// from a sandboxed frame of the admin, and whatever cookie the browser adds grants nothing here.
export const { GET, POST, PUT, PATCH, DELETE } = routeOf(templatePreview, {
  render: async (ctx) => {
    // Only on the site's own origin: tenant HTML must never be served from the platform's (X-Site).
    if ((await tenantForHost(ctx.host)).kind !== 'site') throw new AppError('not_found', "Previews are served on the site's own host: post to the `action` of the preview token");
    const input = await readFormOrJson(ctx.req, PreviewBody);
    const session = await previewSession(ctx.site, input.token ?? credentialFrom(ctx.req.headers.get('authorization'), null)?.token);
    const page = await renderPreview(ctx.site, session, input);
    const body = page.kind === 'page' ? page.body : '';
    const contentType = page.kind === 'page' ? page.contentType : 'text/html; charset=utf-8';
    return new Response(body, { status: page.status, headers: { 'content-type': contentType, ...previewHeaders(platformOrigin()) } });
  },
});
