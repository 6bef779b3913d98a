// A theme folder on disk and what the CLI remembers of its last pull or push (.site-platform/state.json
// in the folder: uids, versions and the text of each file as last synced; never a credential, so the
// folder can go into git, with .site-platform/ ignored).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isThemePath } from '../shared/theme-folder/format.mjs';

const STATE_DIR = '.site-platform';
const STATE_FILE = 'state.json';
const MANIFEST_FILE = 'manifest.json';

export const hashOf = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);

// A path from the server is never trusted to stay inside the folder.
function inside(dir, rel) {
  const full = path.resolve(dir, rel);
  if (!isThemePath(rel) || !full.startsWith(path.resolve(dir) + path.sep)) throw new Error(`refusing to write ${JSON.stringify(rel)}: not a path of the theme folder`);
  return full;
}

export function writeLocal(dir, rel, text) {
  const full = inside(dir, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

export function removeLocal(dir, rel) {
  fs.rmSync(inside(dir, rel), { force: true });
}

export function readState(dir) {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(dir, STATE_DIR, STATE_FILE), 'utf8'));
    return { site: state.site ?? null, files: state.files ?? {}, templates: state.templates ?? {}, bits: state.bits ?? {}, redirects: state.redirects ?? {} };
  } catch {
    return { site: null, files: {}, templates: {}, bits: {}, redirects: {} };
  }
}

export function writeState(dir, state) {
  fs.mkdirSync(path.join(dir, STATE_DIR), { recursive: true });
  const ignore = path.join(dir, STATE_DIR, '.gitignore');
  if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, '*\n');
  fs.writeFileSync(path.join(dir, STATE_DIR, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
}

// The server's runtime manifest as last fetched: `check` and `lsp` work from it offline.
export function saveManifest(dir, manifest) {
  fs.mkdirSync(path.join(dir, STATE_DIR), { recursive: true });
  fs.writeFileSync(path.join(dir, STATE_DIR, MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
}

export function savedManifest(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STATE_DIR, MANIFEST_FILE), 'utf8'));
  } catch {
    return null;
  }
}
