import { describe, expect, it } from 'vitest';
import { folderFiles, isThemePath, readFolder, templatePaths, type TemplateRecordIn } from '@/lib/shared/theme-folder/format.mjs';

const t = (over: Partial<TemplateRecordIn> & Pick<TemplateRecordIn, 'title' | 'type'>): TemplateRecordIn => ({ uid: `u-${over.title}`, permalink: null, body: 'x', published: true, ...over });
const theme = { name: 'Shop', site: 'https://shop.example.com', manifestVersion: 3 };

const records = [
  t({ title: 'theme', type: 'layout', body: '<html>{% block content %}{% endblock %}</html>' }),
  t({ title: 'card', type: 'partial', body: '<p>{{ post.title }}</p>' }),
  t({ title: 'Home', type: 'page', permalink: '/index', body: '{% layout "theme" %}hi' }),
  t({ title: 'draft page', type: 'page', permalink: '/later', published: false }),
  t({ title: 'a/b: c?', type: 'partial', body: 'odd title' }),
  t({ title: 'dashes', type: 'partial', body: '---\nnot front matter\n---\nbody' }),
  t({ title: 'email/verify', type: 'email', body: 'Your code: {{ code }}' }),
  t({ title: 'theme.css', type: 'asset', permalink: '/assets/theme.css', body: 'body{}' }),
  t({ title: 'robots-extra.txt', type: 'asset', permalink: '/extra.txt', body: 'x' }),
];

describe('the theme folder format', () => {
  it('writes each template at a path that says its type, with front matter only when the path cannot say it', () => {
    const files = folderFiles({ theme, templates: records, bits: [{ name: 'hero', value: { text: 'Hi' } }], redirects: [{ from: '/old', to: '/new', status: 301 }] });
    expect(Object.keys(files).sort()).toEqual(
      [
        'assets/robots-extra.txt',
        'assets/theme.css',
        'bits.json',
        'emails/verify.liquid',
        'layouts/theme.liquid',
        'pages/Home.liquid',
        'pages/draft page.liquid',
        'partials/a-b- c-.liquid',
        'partials/card.liquid',
        'partials/dashes.liquid',
        'redirects.json',
        'theme.json',
      ].sort(),
    );
    expect(files['layouts/theme.liquid']).toBe('<html>{% block content %}{% endblock %}</html>');
    expect(files['pages/Home.liquid']).toBe('---\npermalink: /index\n---\n{% layout "theme" %}hi');
    expect(files['pages/draft page.liquid']).toBe('---\npermalink: /later\npublished: false\n---\nx');
    expect(files['partials/a-b- c-.liquid']).toBe('---\ntitle: "a/b: c?"\n---\nodd title');
    expect(files['partials/dashes.liquid']).toBe('---\n---\n---\nnot front matter\n---\nbody');
    expect(JSON.parse(files['theme.json']!)).toEqual({ name: 'Shop', site: 'https://shop.example.com', manifestVersion: 3, assets: { 'robots-extra.txt': { permalink: '/extra.txt' } } });
    expect(JSON.parse(files['bits.json']!)).toEqual({ hero: { text: 'Hi' } });
  });

  it('reads back exactly what it wrote', () => {
    const bits = [{ name: 'hero', value: { text: 'Hi', n: [1, 2] } }];
    const redirects = [{ from: '/old', to: '/new', status: 302 }];
    const back = readFolder(folderFiles({ theme, templates: records, bits, redirects }));
    expect(back.problems).toEqual([]);
    const strip = ({ title, type, permalink, body, published }: TemplateRecordIn) => ({ title, type, permalink, body, published });
    const sortByTitle = <T extends { title: string }>(xs: T[]) => [...xs].sort((a, b) => a.title.localeCompare(b.title));
    expect(sortByTitle(back.templates.map(({ path: _path, bodyLine: _line, ...rest }) => rest))).toEqual(sortByTitle(records.map(strip)));
    expect(back.bits).toEqual(bits);
    expect(back.redirects).toEqual(redirects);
    expect(back.theme).toEqual({ name: 'Shop', description: '', site: 'https://shop.example.com', manifestVersion: 3, settings: {} });
  });

  it('keeps two templates whose titles make one file name apart', () => {
    const files = folderFiles({ theme, templates: [t({ title: 'a:b', type: 'partial', uid: 'one' }), t({ title: 'a?b', type: 'partial', uid: 'two' })], bits: [], redirects: [] });
    const back = readFolder(files);
    expect(back.templates.map((x) => x.title).sort()).toEqual(['a:b', 'a?b']);
    expect(back.problems).toEqual([]);
  });

  it('keeps a draft beside the live template of its title (a theme applied as drafts), and refuses two live ones', () => {
    const live = t({ title: 'Home', type: 'page', permalink: '/index', uid: 'z-live', body: 'live' });
    const draft = t({ title: 'Home', type: 'page', permalink: '/index', uid: 'a-draft', body: 'draft', published: false });
    const files = folderFiles({ theme, templates: [draft, live], bits: [], redirects: [] });
    expect(files['pages/Home.liquid']).toBe('---\npermalink: /index\n---\nlive');
    expect(files['pages/Home~a-draft.liquid']).toBe('---\ntitle: Home\npermalink: /index\npublished: false\n---\ndraft');
    expect(readFolder(files).problems).toEqual([]);
    const twoLive = readFolder({ ...files, 'pages/Home~a-draft.liquid': '---\ntitle: Home\n---\nx' });
    expect(twoLive.problems.map((p) => p.message)).toEqual([expect.stringContaining('both published: "Home"')]);
  });

  it('never makes a path outside the folder, whatever a title or uid holds', () => {
    const hostile = [
      t({ title: '../../etc/passwd', type: 'partial', uid: 'one' }),
      t({ title: '../../etc/passwd', type: 'partial', uid: '../../../x', published: false }),
      t({ title: '..', type: 'page', uid: 'u' }),
    ];
    const paths = [...templatePaths(hostile).values()];
    expect(paths).toEqual(['pages/-.liquid', 'partials/--..-etc-passwd.liquid', 'partials/--..-etc-passwd~--..-..-x.liquid']);
    for (const p of paths) expect(isThemePath(p)).toBe(true);
  });

  it('says what is wrong with a hand-edited folder, by path and line, and ignores files outside its layout', () => {
    const back = readFolder({
      'theme.json': '{"name": "x", "manifestVersion": 1}',
      'pages/a.liquid': '---\npermalink: [1\n---\nbody',
      'pages/b.liquid': '---\ncolour: red\n---\nbody',
      'bits.json': '[1]',
      'redirects.json': '{',
      'README.md': 'ignored',
      'pages/.a.liquid.swp': 'ignored',
      'pages/deep/x.liquid': 'ignored',
    });
    expect(back.problems.map((p) => `${p.path}:${p.line}`)).toEqual(['pages/a.liquid:2', 'pages/b.liquid:2', 'bits.json:1', 'redirects.json:1']);
    expect(back.problems[1]!.message).toContain('unknown front matter colour');
    expect(back.templates.map((x) => x.path)).toEqual(['pages/b.liquid']);
    expect(readFolder({}).problems[0]!.message).toContain('theme.json');
    expect([isThemePath('pages/a.liquid'), isThemePath('README.md'), isThemePath('pages/deep/x.liquid'), isThemePath('bits.json')]).toEqual([true, false, false, true]);
  });
});
