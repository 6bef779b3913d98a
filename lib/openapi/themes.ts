import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { AppliedThemeView, ApplyThemeBody, ThemeView } from '@/lib/themes/schemas';
import { document, envelope, itemOf } from './common';

export function registerThemes(r: OpenAPIRegistry): void {
  const tag = 'Themes';
  document(r, {
    method: 'get',
    path: '/api/v1/themes',
    tag,
    access: 'public',
    hosts: 'any',
    ok: { status: 200, schema: envelope(z.object({ items: z.array(ThemeView.meta({ id: 'Theme' })) })) },
    summary: 'The themes a site may start from (POST /api/v1/sites `theme`) or apply',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/themes/apply',
    tag,
    access: { role: ROLE.admin },
    bearerOnly: true,
    body: ApplyThemeBody,
    ok: { status: 201, schema: itemOf(AppliedThemeView) },
    summary: "Write a theme's templates to the addressed site as drafts to review",
    description:
      'Every template of the theme becomes a new draft (`published: false`) in one transaction: nothing live is overwritten and no path is claimed, so the live site does not change. `replaces` names the live template each draft would take the place of. The site remembers the theme (`settings.theme`).',
  });
}
