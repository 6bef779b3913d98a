import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { env } from '@/lib/env';
import { invalid } from '@/lib/errors';
import { validateTemplate } from '@/lib/liquid/validate';
import { log } from '@/lib/server-log';
import { TEMPLATE_TYPES } from '@/lib/templates/schemas';
import type { ThemeView } from './schemas';

// A theme is a folder of THEMES_DIR (./themes): manifest.json names each template record it writes
// and the file holding its body. The folders are read once per process.
const Manifest = z.strictObject({
  name: z.string().min(1).max(80),
  description: z.string().max(500),
  // Public site settings a new site gets with the theme (never overriding what the caller set).
  settings: z.record(z.string(), z.json()).optional(),
  templates: z
    .array(
      z.strictObject({
        file: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/i, 'a file name in the theme folder'),
        title: z.string().min(1).max(200),
        type: z.enum(TEMPLATE_TYPES),
        permalink: z.string().startsWith('/').optional(),
      }),
    )
    .min(1),
});

interface ThemeTemplate {
  title: string;
  type: string;
  permalink: string | null;
  body: string;
}

export interface Theme {
  name: string;
  title: string;
  description: string;
  settings: Record<string, unknown>;
  templates: ThemeTemplate[];
}

// The manifest and every body, each Liquid body parsed by the platform's validator: a theme whose
// templates do not all parse is never offered (a unit test keeps the repo's themes valid).
async function loadTheme(dir: string, name: string): Promise<Theme> {
  const manifest = Manifest.parse(JSON.parse(await fs.readFile(path.join(dir, name, 'manifest.json'), 'utf8')));
  const templates = await Promise.all(
    manifest.templates.map(async (t) => {
      const body = await fs.readFile(path.join(dir, name, t.file), 'utf8');
      if (t.type !== 'asset') {
        const result = validateTemplate(body, { unusedAssigns: false });
        const first = result.errors[0];
        if (first) throw new Error(`${t.file}:${first.line}:${first.column}: ${first.message}`);
      }
      return { title: t.title, type: t.type, permalink: t.permalink ?? null, body };
    }),
  );
  return { name, title: manifest.name, description: manifest.description, settings: manifest.settings ?? {}, templates };
}

export async function loadThemes(dir: string): Promise<{ themes: Map<string, Theme>; broken: { name: string; error: string }[] }> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const themes = new Map<string, Theme>();
  const broken: { name: string; error: string }[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    try {
      themes.set(entry.name, await loadTheme(dir, entry.name));
    } catch (err) {
      broken.push({ name: entry.name, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { themes, broken };
}

let loaded: Promise<Map<string, Theme>> | null = null;

function catalogue(): Promise<Map<string, Theme>> {
  loaded ??= loadThemes(env.THEMES_DIR).then(({ themes, broken }) => {
    for (const b of broken) log.error({ theme: b.name, err: b.error }, 'theme left out: it does not load');
    return themes;
  });
  return loaded;
}

export async function themeNamed(name: string): Promise<Theme> {
  const themes = await catalogue();
  const theme = themes.get(name);
  if (!theme) throw invalid(`theme: there is no theme named ${name} (themes: ${[...themes.keys()].join(', ')})`);
  return theme;
}

const themeView = (t: Theme): ThemeView => ({
  name: t.name,
  title: t.title,
  description: t.description,
  templates: t.templates.map(({ title, type, permalink }) => ({ title, type, permalink })),
});

export async function listThemes(): Promise<ThemeView[]> {
  return [...(await catalogue()).values()].map(themeView);
}
