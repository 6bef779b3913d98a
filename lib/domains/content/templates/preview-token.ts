import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { mintPurposeToken } from '@/lib/domains/accounts/auth/token';
import { canonicalOrigin } from '@/lib/shared/tenancy/canonical-origin';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { PREVIEW_TOKEN_SECONDS } from './limits';
import type { PreviewTokenView } from './schemas';
import type { z } from 'zod';

// The admin (platform origin) cannot send its session to the site's origin, and must not: it gets a
// short token good for previews of this one site, posted with a form into a sandboxed frame there.
export async function issuePreviewToken(user: SessionUser, site: SiteRef): Promise<z.infer<typeof PreviewTokenView>> {
  const { token, exp } = await mintPurposeToken(user.uid, site.uid, user.tokenVersion, 'preview', PREVIEW_TOKEN_SECONDS);
  return { token, action: `${canonicalOrigin(site)}/api/v1/templates/preview`, expiresAt: new Date(exp * 1000).toISOString() };
}
