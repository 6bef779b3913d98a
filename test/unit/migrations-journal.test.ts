import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// drizzle's migrator applies, on a database that has migrations already, only those whose journal time
// (`when`) is later than the last one it applied. A new migration stamped earlier than its predecessor
// (drizzle-kit stamps the clock; earlier entries carry later, hand-set times) runs on a fresh database
// and never on an existing one: after an upgrade the code asked for a column that was not there, and
// every page answered 500.
const dir = path.join(process.cwd(), 'db/migrations');
const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };

describe('the migrations journal', () => {
  it('stamps every migration later than the one before it', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late).toEqual([]);
  });

  it('lists every migration file once, in order', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
  });
});
