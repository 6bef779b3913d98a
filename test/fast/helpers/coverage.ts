// Which operations the fast tier does not call yet, printed at the end of every `npm run test:fast`
// (a report, never a failure), so the next engineer sees the gap. An operation is an exported function
// of a domain's lib/<domain>/operations.ts; it counts as exercised when a fast test file imports it
// from that module and calls it. A name read from the source, not a measured call: a test that imports
// an operation and calls it on a path that never runs still counts.
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const EXPORTED = /^export\s+(?:async\s+)?function\s+(\w+)|^export\s+const\s+(\w+)\s*=\s*(?:async\s*)?(?:\(|\w+\s*=>)/gm;

function operations(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const domain of fs.readdirSync(path.join(root, 'lib')).sort()) {
    const file = path.join(root, 'lib', domain, 'operations.ts');
    if (!fs.existsSync(file)) continue;
    const names = [...fs.readFileSync(file, 'utf8').matchAll(EXPORTED)].map((m) => (m[1] ?? m[2])!);
    if (names.length) out.set(domain, names);
  }
  return out;
}

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(path.join(dir, e.name)) : e.name.endsWith('.test.ts') ? [path.join(dir, e.name)] : []));
}

// "domain.name" of every operation some fast test imports from its module and calls.
function exercised(): Set<string> {
  const seen = new Set<string>();
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@\/lib\/([\w-]+)\/operations'/g;
  for (const file of testFiles(path.join(root, 'test', 'fast'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, names, domain] of text.matchAll(IMPORT)) {
      for (const spec of names!.split(',')) {
        const [name, alias] = spec
          .replace(/\btype\s+/, '')
          .split(/\s+as\s+/)
          .map((s) => s.trim());
        if (name && new RegExp(`\\b${alias ?? name}\\(`).test(text)) seen.add(`${domain}.${name}`);
      }
    }
  }
  return seen;
}

export function reportUncovered(): void {
  const seen = exercised();
  const missing: string[] = [];
  let total = 0;
  for (const [domain, names] of operations()) {
    total += names.length;
    const gap = names.filter((n) => !seen.has(`${domain}.${n}`));
    if (gap.length) missing.push(`  lib/${domain}/operations.ts: ${gap.join(', ')}`);
  }
  const count = missing.reduce((n, line) => n + line.split(',').length, 0);
  console.log(`\nfast tier: ${total - count} of ${total} operations called by a fast test${count ? `; not yet:\n${missing.join('\n')}` : ''}`);
}
