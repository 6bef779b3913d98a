// Tokens the CLI signed in with, one per site URL, in the user's config directory (never in a theme
// folder, which goes into git): $XDG_CONFIG_HOME/site-platform/credentials.json on Linux, readable by
// the user alone. SITE_PLATFORM_CONFIG_DIR moves it (tests, several accounts).
import fs from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';

const configDir = () => process.env.SITE_PLATFORM_CONFIG_DIR || envPaths('site-platform', { suffix: '' }).config;
const file = () => path.join(configDir(), 'credentials.json');
const keyOf = (site) => new URL(site).origin;

function readAll() {
  try {
    const parsed = JSON.parse(fs.readFileSync(file(), 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

export function savedToken(site) {
  const entry = readAll()[keyOf(site)];
  return typeof entry?.token === 'string' ? entry.token : null;
}

export function saveToken(site, token, email) {
  const all = readAll();
  all[keyOf(site)] = { token, ...(email ? { email } : {}), savedAt: new Date().toISOString() };
  fs.mkdirSync(configDir(), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file(), `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
  return file();
}

export function forgetToken(site) {
  const all = readAll();
  delete all[keyOf(site)];
  fs.mkdirSync(configDir(), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file(), `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
}
