// `npm run db:generate -- --name <name>`: drizzle-kit writes the schema's new migration and its journal
// entry, stamped with the clock; the older entries carry later, hand-set stamps, and drizzle's migrator
// skips on an existing database any migration stamped earlier than the last it applied
// (test/unit/migrations-journal.test.ts). So a new entry stamped too early is moved just past its
// predecessor: the journal is never edited by hand.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const kit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
const run = spawnSync(process.execPath, [kit, 'generate', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const file = path.join(root, 'db/migrations/meta/_journal.json');
const journal = JSON.parse(readFileSync(file, 'utf8'));
let moved = 0;
for (let i = 1; i < journal.entries.length; i++) {
  const before = journal.entries[i - 1].when;
  if (journal.entries[i].when > before) continue;
  journal.entries[i].when = before + 1000;
  moved++;
}
if (moved) writeFileSync(file, JSON.stringify(journal, null, 2));
