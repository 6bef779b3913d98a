// Monaco is served from the platform's own origin (no CDN): its prebuilt AMD bundle is copied from
// node_modules into public/admin/monaco/<version>/vs (a versioned path, so browsers may keep it for
// good), and only the editor screen loads it.
import fs from 'node:fs';
import path from 'node:path';

export function copyMonaco(root = process.cwd()) {
  const from = path.join(root, 'node_modules/monaco-editor/min/vs');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/monaco-editor/package.json'), 'utf8'));
  const to = path.join(root, 'public/admin/monaco', version, 'vs');
  if (fs.existsSync(path.join(to, 'loader.js'))) return;
  fs.rmSync(path.join(root, 'public/admin/monaco'), { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) copyMonaco();
