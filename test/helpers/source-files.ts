import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
// Where the project's own code lives (not node_modules, builds, themes' Liquid or data).
const TREES = ['app', 'lib', 'db', 'server', 'scripts', 'test', 'e2e', 'bench'];
const FILES = ['proxy.ts', 'instrumentation.ts'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full, out);
    } else if (SOURCE.test(entry.name)) out.push(full);
  }
}

// Every source file of the project, as a path relative to its root with forward slashes, and its text.
export function sourceFiles(): { file: string; text: string }[] {
  const paths: string[] = [];
  for (const tree of TREES) if (fs.existsSync(path.join(ROOT, tree))) walk(path.join(ROOT, tree), paths);
  for (const file of FILES) if (fs.existsSync(path.join(ROOT, file))) paths.push(path.join(ROOT, file));
  return paths.map((full) => ({ file: path.relative(ROOT, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') }));
}

export const repoFile = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
