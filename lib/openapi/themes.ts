import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { ARCHIVE_LIMITS } from '@/lib/themes/archive';
import { AppliedThemeView, ApplyThemeBody, ImportedThemeView, ImportThemeBody, ThemeView } from '@/lib/themes/schemas';
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
  document(r, {
    method: 'get',
    path: '/api/v1/themes/export',
    tag,
    access: { role: ROLE.marketer },
    ok: {
      status: 200,
      contentType: 'application/zip',
      schema: z.string().describe('a zip archive'),
      description: 'the theme folder as a zip (Content-Disposition: attachment; filename="<subdomain>-theme.zip")',
    },
    summary: "The site's theme folder as one zip archive",
    description:
      'Every live template (drafts with `published: false` in their front matter), `bits.json`, `redirects.json` and `theme.json`, in the folder format the CLI pulls (README, "Local development"). The same site exports to the same bytes.',
  });
  document(r, {
    method: 'post',
    path: '/api/v1/themes/import',
    tag,
    access: { role: ROLE.marketer },
    body: ImportThemeBody,
    ok: { status: 200, schema: itemOf(ImportedThemeView) },
    summary: 'Write a theme folder archive to the addressed site, all or nothing',
    description: `The archive (base64 of a zip in the folder format, as GET /api/v1/themes/export answers it) is checked whole first: each record by the rules of its own endpoint and each template that would go live parsed as a publishing save parses it (assets and email parts included). Any problem answers 422 with \`data.problems\` (at most 100), each as \`path:line:col: message\`, and nothing is written. Then, in one transaction: a template replaces the live one of the same type and title (or, when published, the page on its permalink), else is created; with \`publish: false\` (the default) templates become drafts beside the live ones and bits and redirects are not written. At most ${ARCHIVE_LIMITS.files} files, ${ARCHIVE_LIMITS.fileBytes} bytes each and ${ARCHIVE_LIMITS.totalBytes} bytes in all, unpacked.`,
  });
}
