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
