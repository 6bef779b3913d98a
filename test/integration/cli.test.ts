import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CLI, cliEnv as cliEnvFor, runCli } from '../helpers/cli';
import { api, data, newSite } from '../helpers/http';

// The CLI (scripts/site-platform.mjs) as a developer runs it, against the production server.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-test-'));
const configDir = path.join(scratch, 'config');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const siteUrl = (host: string) => `http://${host}:${new URL(inject('serverUrl')).port}`;
const cliEnv = cliEnvFor(configDir);

const cli = (args: string[], opts: { input?: string } = {}) => runCli(cliEnv, args, opts);

async function page(host: string, p = '/') {
  return (await api(host).get(p, { headers: { accept: 'text/html' } })).text;
}

async function signedInSite() {
  const site = await newSite('CLI site');
  const url = siteUrl(site.host);
  const login = await cli(['--site', url, 'login', '--email', site.ownerEmail, '--password-stdin'], { input: 'owner-password-1\n' });
  expect(login.code, login.stderr).toBe(0);
  return { ...site, url };
}

const folder = (name: string) => path.join(scratch, name);
const edit = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(file, text.replace(from, to));
};

describe('site-platform pull and push', () => {
  it('pulls a site into an empty folder, pushes an edit, and the page changes; the token stays out of the folder', async () => {
    const site = await signedInSite();
    const dir = folder('first');
    const pulled = await cli(['--site', site.url, 'pull', dir]);
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'theme.json'), 'utf8'))).toMatchObject({ site: site.url });
    const indexFile = path.join(dir, 'pages', fs.readdirSync(path.join(dir, 'pages'))[0]!);
    expect(fs.readFileSync(indexFile, 'utf8')).toMatch(/^---\npermalink: \/index\n---\n/);
    const token = JSON.parse(fs.readFileSync(path.join(configDir, 'credentials.json'), 'utf8'))[site.url].token as string;
    for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(dir, f);
      if (fs.statSync(full).isFile()) expect(fs.readFileSync(full, 'utf8')).not.toContain(token);
    }

    fs.appendFileSync(indexFile, '<p>edited in my editor</p>');
    fs.writeFileSync(path.join(dir, 'bits.json'), JSON.stringify({ greeting: 'hello' }));
    const dry = await cli(['push', dir, '--dry-run']);
    expect(dry.stdout).toContain('~ pages/');
    expect(dry.stdout).toContain('+ bits.json greeting');
    expect(await page(site.host)).not.toContain('edited in my editor');

    const pushed = await cli(['push', dir]);
    expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
    expect(await page(site.host)).toContain('edited in my editor');
    const bits = data(await api(site.host).get('/api/v1/bits')).items as { name: string; value: unknown }[];
    expect(bits).toEqual([expect.objectContaining({ name: 'greeting', value: 'hello' })]);
    expect((await cli(['push', dir])).stdout).toContain('Nothing to push');
  });

  it('stops a push on a file saved on the site since the pull, and --force overwrites it', async () => {
    const site = await signedInSite();
    const dir = folder('conflict');
    expect((await cli(['--site', site.url, 'pull', dir])).code).toBe(0);
    const state = JSON.parse(fs.readFileSync(path.join(dir, '.site-platform', 'state.json'), 'utf8')) as { templates: Record<string, { uid: string }> };
    const [file, { uid }] = Object.entries(state.templates).find(([p]) => p.startsWith('pages/'))!;
    const theirs = await api(site.host).get(`/api/v1/templates/${uid}`);
    const r = await api(site.host).put(`/api/v1/templates/${uid}`, { body: `${data(theirs).item.body}<p>their edit</p>` }, { token: site.ownerToken });
    expect(r.status).toBe(200);

    fs.appendFileSync(path.join(dir, file), '<p>my edit</p>');
    const stopped = await cli(['push', dir]);
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toContain(`! ${file}: saved on the site since your last pull`);
    expect(stopped.stdout).toContain('--force');
    expect(await page(site.host)).toContain('their edit');
    expect(await page(site.host)).not.toContain('my edit');

    // A pull would replace the edit made here: it stops too.
    const pullStopped = await cli(['pull', dir]);
    expect(pullStopped.code).toBe(1);
    expect(pullStopped.stderr).toContain(file);

    const forced = await cli(['push', dir, '--force']);
    expect(forced.code, forced.stdout).toBe(0);
    expect(await page(site.host)).toContain('my edit');
    expect(await page(site.host)).not.toContain('their edit');
  });

  it('deletes on the site only with --delete, and only what was pulled', async () => {
    const site = await signedInSite();
    const made = await api(site.host).post('/api/v1/templates', { title: 'note', type: 'partial', body: 'a note' }, { token: site.ownerToken });
    expect(made.status).toBe(201);
    const dir = folder('delete');
    expect((await cli(['--site', site.url, 'pull', dir])).code).toBe(0);
    fs.rmSync(path.join(dir, 'partials', 'note.liquid'));
    const kept = await cli(['push', dir]);
    expect(kept.stdout).toContain('deleted here: push with --delete');
    expect((await api(site.host).get(`/api/v1/templates/${data(made).item.uid}`)).status).toBe(200);
    const removed = await cli(['push', dir, '--delete']);
    expect(removed.code, removed.stdout).toBe(0);
    expect((await api(site.host).get(`/api/v1/templates/${data(made).item.uid}`)).status).toBe(404);
  });

  it('says what is wrong with a broken folder as path:line:col and sends nothing', async () => {
    const site = await signedInSite();
    const dir = folder('broken');
    expect((await cli(['--site', site.url, 'pull', dir])).code).toBe(0);
    fs.writeFileSync(path.join(dir, 'pages', 'Extra.liquid'), '---\npermalink: [oops\n---\nbody');
    const r = await cli(['push', dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${path.join(dir, 'pages', 'Extra.liquid')}:2:1: front matter is not YAML`);
  });

  it('lists the sites of the account, and exports a theme that imports into another site', async () => {
    const site = await signedInSite();
    const listed = await cli(['--site', site.url, '--json', 'sites']);
    expect(listed.code, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { items: { uid: string }[] }).items.map((s) => s.uid)).toEqual([site.uid]);

    const made = await api(site.host).post('/api/v1/templates', { title: 'Exported', permalink: '/exported', body: '<p>from the archive</p>' }, { token: site.ownerToken });
    expect(made.status).toBe(201);
    const zip = path.join(scratch, 'theme.zip');
    const exported = await cli(['--site', site.url, 'export', zip]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(fs.readFileSync(zip).subarray(0, 2).toString()).toBe('PK');

    const other = await signedInSite();
    const drafts = await cli(['--site', other.url, 'import', zip]);
    expect(drafts.code, drafts.stderr).toBe(0);
    expect(drafts.stdout).toContain('as drafts');
    expect((await api(other.host).get('/exported', { headers: { accept: 'text/html' } })).status).toBe(404);
    const live = await cli(['--site', other.url, 'import', zip, '--publish']);
    expect(live.code, live.stderr).toBe(0);
    expect(await page(other.host, '/exported')).toContain('from the archive');

    // A folder with a page that does not parse: nothing is imported, and the problem names the file.
    const dir = folder('import-broken');
    expect((await cli(['--site', other.url, 'pull', dir])).code).toBe(0);
    fs.writeFileSync(path.join(dir, 'pages', 'Broken.liquid'), '---\npermalink: /broken\n---\n{% if x %}');
    const refused = await cli(['--site', other.url, 'import', dir, '--publish']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${path.join(dir, 'pages', 'Broken.liquid')}:4:`);

    expect((await cli(['--site', other.url, 'logout'])).code).toBe(0);
    expect((await cli(['--site', other.url, 'sites'])).stderr).toContain('Not signed in');
  });

  it('says when the password is wrong and saves nothing', async () => {
    const site = await newSite('CLI site');
    const r = await cli(['--site', siteUrl(site.host), 'login', '--email', site.ownerEmail, '--password-stdin'], { input: 'not-the-password\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/site-platform: .*(password|credentials)/i);
    const saved = fs.existsSync(path.join(configDir, 'credentials.json')) ? JSON.parse(fs.readFileSync(path.join(configDir, 'credentials.json'), 'utf8')) : {};
    expect(saved[siteUrl(site.host)]).toBeUndefined();
  });

  it('refuses without a token, naming the login command', async () => {
    const r = await cli(['--site', 'http://nobody.localhost:9', 'pull', folder('none')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('site-platform login');
  });
});

describe('site-platform watch', () => {
  let watcher: ChildProcess | undefined;
  afterAll(() => watcher?.kill('SIGTERM'));

  it('pushes a saved file and the page is fresh within a second; the preview reloads', async () => {
    const site = await signedInSite();
    const dir = folder('watch');
    expect((await cli(['--site', site.url, 'pull', dir])).code).toBe(0);
    const indexFile = path.join(dir, 'pages', fs.readdirSync(path.join(dir, 'pages'))[0]!);
    watcher = spawn(process.execPath, [CLI, '--json', 'watch', dir, '--port', '0'], { env: cliEnv });
    const events: Record<string, unknown>[] = [];
    let buffered = '';
    watcher.stdout!.on('data', (c: Buffer) => {
      buffered += c.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.trim()) events.push(JSON.parse(line));
    });
    const until = async (what: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
      return what();
    };
    expect(await until(() => events.some((e) => e.event === 'ready'), 10_000)).toBe(true);
    const preview = events.find((e) => e.event === 'ready')!.preview as string;
    // Two open pages: the home page, which the edited template renders, and another one.
    const listen = (pagePath: string) => {
      const heard: string[] = [];
      const stream = http.get(`${preview}__site-platform/events?path=${encodeURIComponent(pagePath)}`, (res) => res.on('data', (c: Buffer) => heard.push(c.toString())));
      afterAll(() => stream.destroy());
      return heard;
    };
    const reloads = listen('/');
    const elsewhere = listen('/elsewhere');
    expect(await until(() => reloads.length > 0 && elsewhere.length > 0, 5000)).toBe(true);

    const saved = Date.now();
    edit(indexFile, '---\n', '---\n');
    fs.appendFileSync(indexFile, '<p>saved while watching</p>');
    let fresh = false;
    while (!fresh && Date.now() - saved < 1000) fresh = (await page(site.host)).includes('saved while watching');
    expect(fresh, `the page after ${Date.now() - saved} ms; events ${JSON.stringify(events)}`).toBe(true);
    // The server stores the save before the watcher prints its line: the page may be fresh first.
    expect(await until(() => events.some((e) => e.event === 'pushed'), 2000)).toBe(true);
    expect(events.find((e) => e.event === 'pushed')).toMatchObject({ ok: true });
    expect(await until(() => reloads.join('').includes('event: reload'), 2000)).toBe(true);
    expect(elsewhere.join('')).not.toContain('event: reload');
    const previewed = await fetch(preview).then((r) => r.text());
    expect(previewed).toContain('saved while watching');
    expect(previewed).toContain('new EventSource("/__site-platform/events?path=" + encodeURIComponent(location.pathname))');
    expect(await page(site.host)).not.toContain('EventSource');

    // A file with an unknown filter: its diagnostic names the file's own line (after the front matter).
    fs.appendFileSync(indexFile, '\n{{ "x" | no_such_filter }}');
    expect(await until(() => events.some((e) => e.event === 'diagnostics' && JSON.stringify(e).includes('no_such_filter')), 5000)).toBe(true);
  });
});

describe('site-platform watch, as editors save', () => {
  let watcher: ChildProcess | undefined;
  afterAll(() => watcher?.kill('SIGTERM'));

  it('pushes every save made by rename (sed -i, a temporary file moved over, a backup-and-rewrite), each time, and prints nothing for the scratch files', async () => {
    const site = await signedInSite();
    const dir = folder('watch-saves');
    expect((await cli(['--site', site.url, 'pull', dir])).code).toBe(0);
    const pages = path.join(dir, 'pages');
    const name = fs.readdirSync(pages)[0]!;
    const file = path.join(pages, name);
    watcher = spawn(process.execPath, [CLI, 'watch', dir, '--no-preview'], { env: cliEnv });
    let printed = '';
    watcher.stdout!.on('data', (c: Buffer) => (printed += c.toString()));
    watcher.stderr!.on('data', (c: Buffer) => (printed += c.toString()));
    const until = async (what: () => boolean | Promise<boolean>, ms: number) => {
      const end = Date.now() + ms;
      while (!(await what()) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      return what();
    };
    expect(await until(() => printed.includes('watching'), 10_000)).toBe(true);
    const pushes = () => printed.split('\n').filter((l) => l.startsWith(`pushed pages/${name} `)).length;
    const append = (text: string, marker: string) => `${text}<p>${marker}</p>\n`;

    // Each way of saving, run twice so the second and later saves after a rename are seen too.
    const saves: [string, (marker: string) => void][] = [
      ['sed -i', (marker) => execFileSync('sed', ['-i', `$ a <p>${marker}</p>`, file])],
      [
        'a temporary file renamed over it',
        (marker) => {
          const tmp = path.join(pages, `.${name}.tmp`);
          fs.writeFileSync(tmp, append(fs.readFileSync(file, 'utf8'), marker));
          fs.renameSync(tmp, file);
        },
      ],
      [
        "vim's backup and rewrite",
        (marker) => {
          const text = fs.readFileSync(file, 'utf8');
          fs.writeFileSync(path.join(pages, '4913'), '');
          fs.rmSync(path.join(pages, '4913'));
          fs.renameSync(file, `${file}~`);
          fs.writeFileSync(file, append(text, marker));
          fs.rmSync(`${file}~`);
        },
      ],
      [
        'delete and write again',
        (marker) => {
          const text = fs.readFileSync(file, 'utf8');
          fs.rmSync(file);
          fs.writeFileSync(file, append(text, marker));
        },
      ],
    ];
    let n = 0;
    for (const round of [1, 2]) {
      for (const [how, save] of saves) {
        const marker = `save ${++n} by ${how}, round ${round}`;
        const before = pushes();
        save(marker);
        const fresh = await until(async () => (await page(site.host)).includes(marker), 5000);
        expect(fresh, `${marker}: the page is not fresh; printed:\n${printed}`).toBe(true);
        expect(await until(() => pushes() > before, 2000), `${marker}: no pushed line; printed:\n${printed}`).toBe(true);
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    // One update and one pushed line per save; nothing of the scratch files, no deletion, no error.
    const lines = printed.split('\n').filter(Boolean);
    expect(
      lines.filter((l) => !l.startsWith('watching ') && l !== `~ pages/${name}` && !l.startsWith(`pushed pages/${name} in `)),
      printed,
    ).toEqual([]);
    expect(pushes()).toBe(n);
  });
});

describe('site-platform check, push --dry-run and push', () => {
  it('refuse the same broken files at the same path:line:col, counted in the file with its front matter', async () => {
    const site = await signedInSite();
    const dir = folder('agree');
    expect((await cli(['--site', site.url, 'pull', dir])).code).toBe(0);
    const broken = path.join(dir, 'pages', 'Broken.liquid');
    // Line 6 of the file, line 3 of the body.
    fs.writeFileSync(broken, '---\ntitle: Broken page\npermalink: /broken\n---\n<h1>Broken</h1>\n<p>{{ "x" | upcase }}</p>\n  {% if x %}\n');
    // What the server's save schema refuses: a path that belongs to the platform.
    const reserved = path.join(dir, 'pages', 'Reserved.liquid');
    fs.writeFileSync(reserved, '---\npermalink: /api/mine\n---\n<p>mine</p>\n');
    const positions = (out: string) =>
      out
        .split('\n')
        .map((l) => /^(\S+?:\d+:\d+):/.exec(l)?.[1])
        .filter((x): x is string => Boolean(x))
        .sort();
    const checked = await cli(['check', dir]);
    const dry = await cli(['push', dir, '--dry-run']);
    const pushed = await cli(['push', dir]);
    for (const r of [checked, dry, pushed]) expect(r.code, r.stdout + r.stderr).toBe(1);
    const atBroken = positions(checked.stdout).filter((p) => p.startsWith(broken));
    expect(atBroken).toEqual([`${broken}:7:3`]);
    expect(positions(checked.stdout).filter((p) => p.startsWith(reserved))).toEqual([`${reserved}:2:1`]);
    const refused = positions(
      checked.stdout
        .split('\n')
        .filter((l) => / error /.test(l))
        .join('\n'),
    );
    expect(positions(dry.stdout)).toEqual(refused);
    expect(positions(pushed.stdout)).toEqual(refused);
    expect((await api(site.host).get('/broken', { headers: { accept: 'text/html' } })).status).toBe(404);

    // Fixed, both push: check, the dry run and the push pass.
    fs.writeFileSync(broken, '---\ntitle: Broken page\npermalink: /broken\n---\n<h1>Broken</h1>\n{% if x %}{% endif %}<p>fixed</p>\n');
    fs.writeFileSync(reserved, '---\npermalink: /mine\n---\n<p>mine</p>\n');
    expect((await cli(['check', dir])).code).toBe(0);
    expect((await cli(['push', dir, '--dry-run'])).code).toBe(0);
    const fixed = await cli(['push', dir]);
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(await page(site.host, '/broken')).toContain('fixed');
  });
});
