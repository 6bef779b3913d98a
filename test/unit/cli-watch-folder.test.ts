import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchThemeFolder } from '@/lib/cli/watch-folder.mjs';
import { isScratchName, readFolder } from '@/lib/shared/theme-folder/format.mjs';

// The watcher as editors save: each save is heard, however it is made, and scratch files never are.
const dirs: string[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-folder-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(path.join(dir, 'theme.json'), '{"name":"t"}');
  fs.writeFileSync(path.join(dir, 'pages', 'home.liquid'), 'home\n');
  const heard: string[] = [];
  const watcher = watchThemeFolder(dir, (p) => heard.push(p));
  closers.push(() => watcher.close());
  // What was heard once the file system has told (inotify answers within milliseconds).
  const after = async (act: () => void) => {
    heard.length = 0;
    act();
    await new Promise((r) => setTimeout(r, 150));
    return [...new Set(heard)];
  };
  return { dir, file: path.join(dir, 'pages', 'home.liquid'), after };
}

describe('watchThemeFolder', () => {
  it('hears every save by rename of the same file, the third as the first', async () => {
    const { dir, file, after } = folder();
    for (let i = 0; i < 3; i++) expect(await after(() => execFileSync('sed', ['-i', `$ a sed ${i}`, file]))).toEqual(['pages/home.liquid']);
    for (let i = 0; i < 3; i++)
      expect(
        await after(() => {
          fs.writeFileSync(path.join(dir, 'pages', '.home.liquid.tmp'), `tmp ${i}`);
          fs.renameSync(path.join(dir, 'pages', '.home.liquid.tmp'), file);
        }),
      ).toEqual(['pages/home.liquid']);
    expect(
      await after(() => {
        fs.renameSync(file, `${file}~`);
        fs.writeFileSync(file, 'rewritten');
        fs.rmSync(`${file}~`);
      }),
    ).toEqual(['pages/home.liquid']);
    expect(await after(() => fs.appendFileSync(file, 'in place'))).toEqual(['pages/home.liquid']);
  });

  it('names no scratch file', async () => {
    const { dir, after } = folder();
    const scratch = ['sedbOz9VY', '4913', 'home.liquid~', '.home.liquid.swp', '#home.liquid#', '.#home.liquid', 'home.liquid.tmp', 'x.css___jb_tmp___'];
    expect(
      await after(() => {
        for (const name of scratch) fs.writeFileSync(path.join(dir, 'pages', name), 'x');
        for (const name of scratch) fs.rmSync(path.join(dir, 'pages', name));
      }),
    ).toEqual([]);
    expect(scratch.every(isScratchName)).toBe(true);
    expect(['home.liquid', 'theme.css', 'sedan.css', 'logo.svg'].some(isScratchName)).toBe(false);
  });

  it('watches a type directory made after it began, and one replaced by another', async () => {
    const { dir, file, after } = folder();
    expect(
      await after(() => {
        fs.mkdirSync(path.join(dir, 'partials'));
        fs.writeFileSync(path.join(dir, 'partials', 'card.liquid'), 'card');
      }),
    ).toContain('partials/card.liquid');
    expect(await after(() => fs.appendFileSync(path.join(dir, 'partials', 'card.liquid'), '!'))).toEqual(['partials/card.liquid']);
    await after(() => {
      fs.renameSync(path.join(dir, 'pages'), path.join(dir, 'pages-old'));
      fs.mkdirSync(path.join(dir, 'pages'));
      fs.writeFileSync(file, 'new');
    });
    expect(await after(() => fs.appendFileSync(file, 'again'))).toEqual(['pages/home.liquid']);
  });
});

describe('the folder format and scratch files', () => {
  it('reads no backup or temporary file as a template', () => {
    const files = { 'theme.json': '{"name":"t"}', 'assets/theme.css': 'a{}', 'assets/theme.css~': 'old', 'pages/home.liquid': 'x', 'pages/sedAb12Cd': 'x', 'assets/theme.css.swp': 'x' };
    expect(readFolder(files).templates.map((t) => t.path)).toEqual(['assets/theme.css', 'pages/home.liquid']);
  });
});
