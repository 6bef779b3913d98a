// A theme folder on disk, read as the format reads it (./format.mjs): every file of its layout, path
// (with /) -> text. Files outside the layout (a README, .git, editor files) are not read.
import fs from 'node:fs';
import path from 'node:path';
import { isThemePath } from './format.mjs';

export function readFolderFiles(dir) {
  const files = {};
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!sub && !entry.name.startsWith('.')) walk(rel);
      } else if (entry.isFile() && isThemePath(rel)) files[rel] = fs.readFileSync(path.join(dir, rel), 'utf8');
    }
  };
  if (fs.existsSync(dir)) walk('');
  return files;
}
