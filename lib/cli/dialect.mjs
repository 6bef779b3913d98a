// The platform's template validator (lib/liquid/validate.ts) for the CLI, from its bundle in .workers/.
// In a clone the bundle is (re)built on first use when missing or older than the Liquid sources; an
// installed package ships it (prepack) and never rebuilds it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUNDLE = path.join(ROOT, '.workers', 'liquid-validator.cjs');
// What the bundle is made of: the validator, and the save's rules it carries (liquid-validator.ts).
const SOURCES = [
  'lib/liquid',
  'lib/cli/liquid-validator.ts',
  'lib/domains/content/templates/parse-errors.ts',
  'lib/domains/content/templates/schemas.ts',
  'lib/domains/messaging/mail/templates/format.ts',
  'lib/shared/content/fields.ts',
].map((p) => path.join(ROOT, p));

// The newest file under `p` (directories' own times do not count: unpacking a package sets them to now).
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), 0);
}

let loaded = null;

export async function loadValidator() {
  if (loaded) return loaded;
  const built = fs.existsSync(BUNDLE) ? fs.statSync(BUNDLE).mtimeMs : 0;
  // Only a checkout (.git) is edited: an unpacked package's files carry the time they were unpacked.
  const checkout = fs.existsSync(path.join(ROOT, '.git'));
  if (!built || (checkout && SOURCES.some((s) => newest(s) > built))) {
    let build;
    try {
      ({ buildWorkers: build } = await import(path.join(ROOT, 'scripts', 'build-workers.mjs')));
    } catch (err) {
      throw new Error(`The template validator is not built and cannot be (${err.message}): run \`npm install\` in the platform's folder.`);
    }
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      build();
    } finally {
      process.chdir(cwd);
    }
  }
  loaded = createRequire(import.meta.url)(BUNDLE);
  return loaded;
}
