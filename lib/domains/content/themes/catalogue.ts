import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/shared/env';
import { invalid } from '@/lib/shared/errors';
import { validateTemplate } from '@/lib/liquid/validate';
import { log } from '@/lib/shared/server-log';
import { readFolderFiles } from '@/lib/shared/theme-folder/files.mjs';
import { readFolder } from '@/lib/shared/theme-folder/format.mjs';
import type { ThemeView } from './schemas';

// A theme is a folder of THEMES_DIR (./themes) in the theme folder format (lib/shared/theme-folder: the one
// the CLI pulls and GET /api/v1/themes/export writes): theme.json names it, describes it and holds the
// settings a new site gets; each file holds a template. The folders are read once per process.

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

// Layouts and partials before the pages that use them; then by path.
const TYPE_ORDER = ['layout', 'partial', 'asset', 'email', 'page'];

// Every Liquid body parsed by the platform's validator: a theme whose files do not all parse (or whose
// folder does not read) is never offered (a unit test keeps the repo's themes valid).
async function loadTheme(dir: string, name: string): Promise<Theme> {
  const folder = readFolder(readFolderFiles(path.join(dir, name)));
  const problem = folder.problems[0];
  if (problem) throw new Error(`${problem.path}:${problem.line}:${problem.column}: ${problem.message}`);
  if (!folder.theme.name) throw new Error('theme.json: give the theme a name');
  if (!folder.templates.length) throw new Error('the folder holds no template');
  for (const t of folder.templates) {
    if (t.type === 'asset') continue;
    const first = validateTemplate(t.body, { unusedAssigns: false }).errors[0];
    if (first) throw new Error(`${t.path}:${(first.line ?? 1) + t.bodyLine - 1}:${first.column ?? 1}: ${first.message}`);
  }
  const templates = [...folder.templates]
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || (a.path < b.path ? -1 : 1))
    .map((t) => ({ title: t.title, type: t.type, permalink: t.permalink, body: t.body }));
  return { name, title: folder.theme.name, description: folder.theme.description, settings: folder.theme.settings, templates };
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
