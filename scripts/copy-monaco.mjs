// Monaco is served from the platform's own origin (no CDN): its prebuilt AMD bundle is copied from
// node_modules into public/admin/monaco/vs, and only the editor screen loads it.
import fs from 'node:fs';
import path from 'node:path';

export function copyMonaco(root = process.cwd()) {
  const from = path.join(root, 'node_modules/monaco-editor/min/vs');
  const to = path.join(root, 'public/admin/monaco/vs');
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/monaco-editor/package.json'), 'utf8')).version;
  const stamp = path.join(to, '.version');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) return;
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  fs.writeFileSync(stamp, version);
}

if (import.meta.url === `file://${process.argv[1]}`) copyMonaco();
