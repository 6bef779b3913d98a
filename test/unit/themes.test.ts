import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BATCH_LIMITS } from '@/db/batches';
import { createEngine } from '@/lib/liquid/engine';
import { saysNotFound } from '@/lib/liquid/tags/not-found';
import { validateTemplate } from '@/lib/liquid/validate';
import { themeImport } from '@/lib/domains/content/themes/api';
import { loadThemes } from '@/lib/domains/content/themes/catalogue';

const THEMES = path.join(process.cwd(), 'themes');

describe('the repo themes', () => {
  it('all load: each a theme folder with its theme.json', async () => {
    const { themes, broken } = await loadThemes(THEMES);
    expect(broken).toEqual([]);
    expect([...themes.keys()]).toEqual(expect.arrayContaining(['blank', 'demo', 'minimal']));
  });

  it('every Liquid template parses with the platform validator and names only layouts and partials of its own theme', async () => {
    const { themes } = await loadThemes(THEMES);
    for (const theme of themes.values()) {
      const titles = new Set(theme.templates.filter((t) => t.type === 'layout' || t.type === 'partial').map((t) => t.title));
      for (const t of theme.templates.filter((x) => x.type !== 'asset')) {
        const result = validateTemplate(t.body, { unusedAssigns: t.type === 'page' });
        expect(result.errors, `${theme.name}/${t.title}`).toEqual([]);
        expect(result.ok).toBe(true);
        for (const ref of result.references) expect(titles.has(ref.name), `${theme.name}/${t.title} names ${ref.kind} ${ref.name}`).toBe(true);
      }
    }
  });

  it('puts each page on a path of its own, and the minimal theme has layout, home, blog, post and 404', async () => {
    const { themes } = await loadThemes(THEMES);
    for (const theme of themes.values()) {
      const paths = theme.templates.map((t) => t.permalink).filter(Boolean);
      expect(new Set(paths).size, theme.name).toBe(paths.length);
    }
    const minimal = themes.get('minimal')!.templates;
    expect(minimal.map((t) => t.permalink ?? t.type)).toEqual(['layout', '/blog', '/index', '/404', '/blog/:slug']);
    // The blank theme is the one page every new site had before themes.
    expect(themes.get('blank')!.templates.map((t) => t.permalink)).toEqual(['/index']);
  });

  it('leaves out a theme whose template does not parse, naming the file and line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themes-'));
    fs.mkdirSync(path.join(dir, 'bad', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'bad', 'theme.json'), JSON.stringify({ name: 'Bad', manifestVersion: 1 }));
    fs.writeFileSync(path.join(dir, 'bad', 'pages', 'Home.liquid'), '---\npermalink: /index\n---\nline one\n{% if x %}never closed');
    fs.mkdirSync(path.join(dir, 'nameless', 'pages'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'nameless', 'theme.json'), '{}');
    fs.writeFileSync(path.join(dir, 'nameless', 'pages', 'Home.liquid'), 'hi');
    const { themes, broken } = await loadThemes(dir);
    expect(themes.size).toBe(0);
    // The line is the file's own: the body's second line is the file's fifth, after the front matter.
    expect(broken).toEqual([
      { name: 'bad', error: expect.stringMatching(/^pages\/Home\.liquid:5:\d+: /) },
      { name: 'nameless', error: 'theme.json: give the theme a name' },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('{% not_found %}', () => {
  it('stops the render with a signal the page pipeline recognises, also from inside a block and a partial', async () => {
    const engine = createEngine(async (name) => (name === 'shell' ? '<main>{% block content %}{% endblock %}</main>' : name === 'gone' ? '{% not_found %}' : null));
    const failed = (source: string) =>
      engine.parseAndRender(source, { post: null }).then(
        () => null,
        (err: unknown) => err,
      );
    expect(saysNotFound(await failed('{% unless post %}{% not_found %}{% endunless %}after'))).toBe(true);
    expect(saysNotFound(await failed('{% layout "shell" %}{% block content %}{% not_found %}{% endblock %}'))).toBe(true);
    expect(saysNotFound(await failed('{% render "gone" %}'))).toBe(true);
    expect(await engine.parseAndRender('{% if post %}{% not_found %}{% endif %}shown', { post: null })).toBe('shown');
    expect(saysNotFound(new Error('other'))).toBe(false);
    expect(validateTemplate('{% not_found now %}').ok).toBe(false);
  });
});

// The declaration is browser-safe, so it cannot import db/batches.ts: it states the batch size itself.
describe('the theme import as documented', () => {
  it('names the batch size the writes really use', () => {
    expect(themeImport.import.description).toContain(`in batches of at most ${BATCH_LIMITS.maxRows} records`);
  });
});
