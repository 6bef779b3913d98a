import { z } from 'zod';

// What a site starts from when the caller names no theme: the one page every new site had before
// themes (the conformance suite expects a new site to hold /index and little else).
export const DEFAULT_THEME = 'blank';

// A theme is a folder of THEMES_DIR; its name is only ever looked up among the folders found there.
export const ThemeName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a theme name such as demo or minimal (GET /api/v1/themes lists them)');

export const ApplyThemeBody = z.strictObject({ theme: ThemeName });

export const ThemeView = z.object({
  name: z.string().describe('what to send as `theme`'),
  title: z.string(),
  description: z.string(),
  templates: z.array(z.object({ title: z.string(), type: z.string(), permalink: z.string().nullable() })).describe('the template records the theme writes'),
});
export type ThemeView = z.infer<typeof ThemeView>;

export const AppliedThemeView = z.object({
  theme: z.string(),
  drafts: z
    .array(
      z.object({
        uid: z.string(),
        title: z.string(),
        type: z.string(),
        permalink: z.string().nullable(),
        replaces: z.string().nullable().describe('the live template this draft would take the place of (same permalink, or same title for a layout or partial), if any'),
      }),
    )
    .describe('the draft templates written (published: false): nothing live changed'),
});
export type AppliedThemeView = z.infer<typeof AppliedThemeView>;

export const ImportThemeBody = z.strictObject({
  archive: z
    .string()
    .max(1024 * 1024)
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'base64')
    .describe('the zip archive, base64: what GET /api/v1/themes/export answers, or a theme folder zipped (README, "Local development")'),
  publish: z
    .boolean()
    .default(false)
    .describe(
      'true: every template of the archive goes live (unless its front matter says `published: false`), with its bits and redirects; false (default): templates are written as drafts beside the live ones and bits and redirects are left as they are',
    ),
});

export const ImportedThemeView = z.object({
  templates: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  bits: z.number().int().describe('bits written (0 unless published)'),
  redirects: z.number().int().describe('redirects written (0 unless published)'),
  published: z.boolean(),
});
export type ImportedThemeView = z.infer<typeof ImportedThemeView>;

// An archive is small text; these bound what one import may make the server inflate and write: files,
// bytes a file and bytes in all, counted as they are inflated (lib/shared/archives/read-zip.ts), not as declared.
export const ARCHIVE_LIMITS = { files: 2_000, fileBytes: 512 * 1024, totalBytes: 16 * 1024 * 1024 } as const;
