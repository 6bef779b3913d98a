import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { reportUncovered } from './coverage';

declare module 'vitest' {
  export interface ProvidedContext {
    // The migrated database every fast test file starts from (a PGlite dumpDataDir tarball).
    fastTemplate: string;
  }
}

// The template is made once per set of migrations and PGlite version, and kept in the temp folder:
// initdb and the migrations take ~4-5 s, loading the dump ~0.7 s a file (figures in test/fast/README.md).
function templateKey(): string {
  const hash = createHash('sha256');
  const dir = path.join(process.cwd(), 'db', 'migrations');
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  hash.update(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

// Writes the migrated database, as PGlite's dumpDataDir tarball (uncompressed: loading a gzipped dump
// costs each file the time saved on the disk), to argv[1]. Run in a process of its own: initdb grows
// PGlite's WebAssembly memory to ~700 MB, given back only when the process ends. Written aside and
// renamed, so a run that reads the cache never sees half a file.
const MAKE_TEMPLATE = `
  import fs from 'node:fs';
  import { PGlite } from '@electric-sql/pglite';
  import { drizzle } from 'drizzle-orm/pglite';
  import { migrate } from 'drizzle-orm/pglite/migrator';
  import { MIGRATIONS_DIR, pgliteExtensions } from './db/pglite-files.mjs';
  const out = process.argv[1];
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  fs.writeFileSync(out + '.part', Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(out + '.part', out);
`;

export default function setup(project: TestProject) {
  const template = path.join(os.tmpdir(), `site-platform-fast-${templateKey()}.tar`);
  if (!fs.existsSync(template)) {
    const started = performance.now();
    execFileSync(process.execPath, ['--input-type=module', '-e', MAKE_TEMPLATE, template], { stdio: 'inherit', cwd: process.cwd() });
    console.log(`fast tier: migrated template made in ${Math.round(performance.now() - started)} ms (${template})`);
  }
  project.provide('fastTemplate', template);
  return () => reportUncovered();
}
