import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { envelope, itemOf } from '@/lib/api/envelope';
import { AppliedThemeView, ApplyThemeBody, ARCHIVE_LIMITS, ImportedThemeView, ImportThemeBody, ThemeView } from './schemas';

// The platform's themes, and a site's theme folder as one archive (export, import) or a theme applied
// as drafts.
const tag = 'Themes';
const path = '/api/v1/themes';
// BATCH_LIMITS.maxRows of db/batches.ts (a server module, so not imported into a declaration).
const IMPORT_BATCH_ROWS = 100;

// The same for everyone.
export const themesCollection = {
  list: defineOperation({
    method: 'GET',
    path,
    tag,
    access: 'public',
    host: 'any',
    ok: { status: 200, schema: envelope(z.object({ items: z.array(ThemeView.meta({ id: 'Theme' })) })) },
    summary: 'The themes a site may start from (POST /api/v1/sites `theme`) or apply',
  }),
};

// Nothing live changes until the owner reviews and publishes the drafts.
export const themeApply = {
  apply: defineOperation({
    method: 'POST',
    path: `${path}/apply`,
    tag,
    access: 'admin',
    credential: 'bearer',
    body: ApplyThemeBody,
    ok: { status: 201, schema: itemOf(AppliedThemeView) },
    summary: "Write a theme's templates to the addressed site as drafts to review",
    description:
      'Every template of the theme becomes a new draft (`published: false`) in one transaction: nothing live is overwritten and no path is claimed, so the live site does not change. `replaces` names the live template each draft would take the place of. The site remembers the theme (`settings.theme`).',
  }),
};

// The site's theme folder as one zip (README, "Local development").
export const themeExport = {
  download: defineOperation({
    method: 'GET',
    path: `${path}/export`,
    tag,
    access: 'marketer',
    ok: {
      status: 200,
      contentType: 'application/zip',
      schema: z.string().describe('a zip archive'),
      description: 'the theme folder as a zip (Content-Disposition: attachment; filename="<subdomain>-theme.zip")',
    },
    summary: "The site's theme folder as one zip archive",
    description:
      'Every live template (drafts with `published: false` in their front matter), `bits.json`, `redirects.json` and `theme.json`, in the folder format the CLI pulls (README, "Local development"). The same site exports to the same bytes.',
  }),
};

// Written to the addressed site in bounded batches, all or nothing (lib/domains/content/themes/import-writes.ts).
export const themeImport = {
  import: defineOperation({
    method: 'POST',
    path: `${path}/import`,
    tag,
    access: 'marketer',
    body: ImportThemeBody,
    ok: { status: 200, schema: itemOf(ImportedThemeView) },
    summary: 'Write a theme folder archive to the addressed site, all or nothing',
    description: `The archive (base64 of a zip in the folder format, as GET /api/v1/themes/export answers it) is checked whole first: each record by the rules of its own endpoint and each template that would go live parsed as a publishing save parses it (assets and email parts included). Any problem answers 422 with \`data.problems\` (at most 100), each as \`path:line:col: message\`, and nothing is written. Then, in batches of at most ${IMPORT_BATCH_ROWS} records, each its own short transaction (a failure midway undoes the batches before it, so the site is left as it was, and answers its error; a publishing import's templates go live batch by batch meanwhile): a template replaces the live one of the same type and title (or, when published, the page on its permalink), else is created; with \`publish: false\` (the default) templates become drafts beside the live ones and bits and redirects are not written. At most ${ARCHIVE_LIMITS.files} files, ${ARCHIVE_LIMITS.fileBytes} bytes each and ${ARCHIVE_LIMITS.totalBytes} bytes in all, unpacked.`,
  }),
};

export const themesApi = [themesCollection, themeApply, themeExport, themeImport];
