import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@/lib/admin/roles';
import { collectionSources } from '@/lib/pages/collection-sources';

// ARCHITECTURE.md and the topics of docs/ name lists that the code also holds; each is compared with the
// code here, so the documents cannot drift from it.

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const ARCHITECTURE = 'ARCHITECTURE.md';

// The backquoted names after `label:` in `file` up to the sentence's end (no name holds a period).
function listAfter(file: string, label: string): string[] {
  const doc = read(file);
  const at = doc.indexOf(`${label}:`);
  if (at < 0) throw new Error(`${file} has no "${label}:"`);
  const rest = doc.slice(at + label.length + 1);
  const sentence = rest.slice(0, rest.indexOf('.'));
  return [...sentence.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).sort();
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

// The tables whose triggers call a generation function once every migration has run, in order (a
// later migration may drop a trigger and create it again, or drop it for good).
function generationTriggerTables(): string[] {
  const dir = path.join(root, 'db/migrations');
  const triggers = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    for (const m of sql.matchAll(/(CREATE|DROP) TRIGGER (?:IF EXISTS )?"(\w+)"[^;]*? ON "(\w+)"(?:[^;]*?EXECUTE FUNCTION "(\w+)")?/g)) {
      const [, verb, name, table, fn] = m;
      const key = `${table} ${name}`;
      if (verb === 'DROP') triggers.delete(key);
      else triggers.set(key, fn ?? '');
    }
  }
  return sorted([...triggers].filter(([, fn]) => fn.includes('generation')).map(([key]) => key.split(' ')[0]!));
}

describe('ARCHITECTURE.md and docs/ match the code', () => {
  it('lists the tables with the generation trigger that the migrations leave', () => {
    const tables = generationTriggerTables();
    expect(tables).toContain('variants');
    expect(listAfter('docs/caches.md', 'Tables with the generation trigger')).toEqual(tables);
  });

  it('lists the registered {% collection %} sources', () => {
    expect(listAfter(ARCHITECTURE, 'Sources registered')).toEqual(sorted(Object.keys(collectionSources)));
  });

  it('lists the admin screens of a site, which are the screens of the navigation', () => {
    const dir = path.join(root, 'app/(admin)/admin/sites/[uid]');
    const screens = sorted(
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    expect(listAfter('docs/admin.md', 'Screens of a site (`app/(admin)/admin/sites/[uid]/<screen>/page.tsx`, each with its least role in `SCREENS`, `lib/admin/roles.ts`)')).toEqual(screens);
    expect(sorted(SCREENS.map((s) => s.key))).toEqual(screens);
  });
});
