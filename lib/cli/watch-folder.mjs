// The theme folder's changes, file by file, as editors save them. Directories are watched (the folder
// and its type directories), never a file: a save by rename (`sed -i`, vim, most editors' write a
// temporary file then move it) puts a new file, a new inode, at the path, and a watch held on the old
// inode hears nothing after it (Node 20's recursive fs.watch on Linux watches each file that way). A
// directory's watch names every entry created, moved in, written or removed in it.
import fs from 'node:fs';
import path from 'node:path';
import { isThemePath } from '../shared/theme-folder/format.mjs';

const TYPE_DIRECTORIES = ['layouts', 'partials', 'pages', 'emails', 'assets'];

// `onFile(path)`: a theme file (path with /) may have changed, appeared or gone; scratch files
// (lib/shared/theme-folder/format.mjs) are never named. Returns { close }.
export function watchThemeFolder(dir, onFile) {
  const watchers = new Map(); // '' or a type directory -> { watcher, ino }

  // (Re)watches `sub` when it is not watched yet or is another directory now (made, or replaced by a
  // git checkout); `announce`: its files are news (a directory that came after the watch began).
  function watchDirectory(sub, announce) {
    const full = path.join(dir, sub);
    let ino = null;
    try {
      const st = fs.statSync(full);
      if (st.isDirectory()) ino = st.ino;
    } catch {
      // gone, or not there yet: the folder's own watch hears it made
    }
    const held = watchers.get(sub);
    if (held && held.ino === ino) return;
    held?.watcher.close();
    watchers.delete(sub);
    if (ino === null) return;
    let watcher;
    try {
      watcher = fs.watch(full, { persistent: true }, (_event, name) => heard(sub, name));
    } catch {
      return;
    }
    // A directory removed under its watch: forget the watch, the folder's watch hears it come back.
    watcher.on('error', () => {
      if (watchers.get(sub)?.watcher === watcher) watchers.delete(sub);
      watcher.close();
    });
    watchers.set(sub, { watcher, ino });
    if (announce) for (const name of fs.readdirSync(full)) heard(sub, name);
  }

  function heard(sub, name) {
    if (!name) return;
    const rel = sub ? `${sub}/${name}` : String(name);
    if (!sub && TYPE_DIRECTORIES.includes(rel)) watchDirectory(rel, true);
    else if (isThemePath(rel)) onFile(rel);
  }

  watchDirectory('', false);
  for (const sub of TYPE_DIRECTORIES) watchDirectory(sub, false);
  return {
    close() {
      for (const { watcher } of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
