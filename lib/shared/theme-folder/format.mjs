// The theme folder: a site's templates, bits and redirects as files a developer edits in their own
// editor and keeps in git (README, "Local development"). The CLI (scripts/site-platform.mjs) and the
// whole-theme endpoints (lib/domains/content/themes/archive.ts) share this one mapping, so a pulled folder, an exported
// archive and an imported one are the same thing.
//
//   theme.json             { name, description?, site?, manifestVersion, settings?, assets? }: what the
//                          folder is and came from; `settings`: the public site settings a site made
//                          with the theme starts with (a catalogue theme, lib/domains/content/themes/catalogue.ts)
//   layouts/<title>.liquid  partials/<title>.liquid  pages/<title>.liquid  emails/<kind>.liquid
//   assets/<title>          a stylesheet, script or other text file served at its permalink
//   bits.json               { "<name>": value, ... }
//   redirects.json          [ { "from", "to", "status" }, ... ]
//
// The directory says the type. A Liquid file starts with YAML front matter when it has something to
// say beyond its path: `title` (when the file name cannot hold it), `permalink`, `published: false`.
// An asset cannot carry front matter (CSS and JS have no place for it): its permalink is
// /assets/<file> unless theme.json's `assets` says otherwise, with its title and published state.
// Plain JavaScript: the CLI runs without a build.
import YAML from 'yaml';

const THEME_FILE = 'theme.json';
const BITS_FILE = 'bits.json';
const REDIRECTS_FILE = 'redirects.json';

const DIRECTORY_OF = { layout: 'layouts', partial: 'partials', page: 'pages', email: 'emails', asset: 'assets' };
const TYPE_OF = Object.fromEntries(Object.entries(DIRECTORY_OF).map(([type, dir]) => [dir, type]));
// An email template's title is `email/<kind>` (lib/domains/messaging/mail/templates); its file is emails/<kind>.liquid.
const EMAIL_PREFIX = 'email/';
const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)??---(?:\r?\n|$)/;

// A title as a file name: what a file system or a shell would choke on becomes `-`; the title then
// travels in the front matter (or theme.json for an asset).
const fileNameOf = (title) =>
  title
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '-')
    .replace(/^\.+/, '-')
    .slice(0, 120) || '-';

function stemOf(template) {
  const title = template.type === 'email' && template.title.startsWith(EMAIL_PREFIX) ? template.title.slice(EMAIL_PREFIX.length) : template.title;
  return fileNameOf(title);
}
const titleFromStem = (type, stem) => (type === 'email' ? EMAIL_PREFIX + stem : stem);
const defaultAssetPermalink = (file) => `/assets/${file}`;

// The folder path a template is written at; `taken` (paths already used) makes it unique with the uid.
function templatePath(template, taken = new Set()) {
  const dir = DIRECTORY_OF[template.type];
  if (!dir) throw new Error(`a template of type ${template.type} has no place in a theme folder`);
  const ext = template.type === 'asset' ? '' : '.liquid';
  let path = `${dir}/${stemOf(template)}${ext}`;
  if (taken.has(path)) path = `${dir}/${stemOf(template)}~${fileNameOf(String(template.uid))}${ext}`;
  return path;
}

// The text of a Liquid file: front matter with what the path does not say, then the body.
function liquidFile(template, path) {
  const meta = {};
  const stem = path.slice(path.indexOf('/') + 1).replace(/\.liquid$/, '');
  if (titleFromStem(template.type, stem) !== template.title) meta.title = template.title;
  if (template.permalink) meta.permalink = template.permalink;
  if (template.published === false) meta.published = false;
  // A body that itself starts like front matter gets an empty block, so reading it back is exact.
  if (!Object.keys(meta).length && !FRONT_MATTER.test(template.body)) return template.body;
  const yaml = Object.keys(meta).length ? YAML.stringify(meta) : '';
  return `---\n${yaml}---\n${template.body}`;
}

const sortedKeys = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// Each template's path, by uid: in type and title order, a published template before a draft of the
// same title (a theme applied as drafts beside the live one), so the live one keeps the plain name.
export function templatePaths(templates) {
  const paths = new Map();
  const taken = new Set();
  const ordered = [...templates].sort((a, b) => compare(a.type, b.type) || compare(a.title, b.title) || Number(b.published) - Number(a.published) || compare(a.uid, b.uid));
  for (const template of ordered) {
    const path = templatePath(template, taken);
    taken.add(path);
    paths.set(template.uid, path);
  }
  return paths;
}

// Every file of the folder, path -> text. `templates`: {uid, title, type, permalink, body, published}.
export function folderFiles({ theme, templates, bits, redirects }) {
  const files = {};
  const assets = {};
  const paths = templatePaths(templates);
  for (const template of templates) {
    const path = paths.get(template.uid);
    if (template.type === 'asset') {
      const file = path.slice('assets/'.length);
      const meta = {};
      if (file !== template.title) meta.title = template.title;
      if ((template.permalink ?? null) !== defaultAssetPermalink(file)) meta.permalink = template.permalink ?? null;
      if (template.published === false) meta.published = false;
      if (Object.keys(meta).length) assets[file] = meta;
      files[path] = template.body;
    } else files[path] = liquidFile(template, path);
  }
  const themeJson = {
    name: theme.name,
    ...(theme.description ? { description: theme.description } : {}),
    ...(theme.site ? { site: theme.site } : {}),
    manifestVersion: theme.manifestVersion,
    ...(theme.settings && Object.keys(theme.settings).length ? { settings: theme.settings } : {}),
    ...(Object.keys(assets).length ? { assets: sortedKeys(assets) } : {}),
  };
  files[THEME_FILE] = `${JSON.stringify(themeJson, null, 2)}\n`;
  files[BITS_FILE] = `${JSON.stringify(sortedKeys(Object.fromEntries(bits.map((b) => [b.name, b.value]))), null, 2)}\n`;
  const redirectRows = [...redirects].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)).map((r) => ({ from: r.from, to: r.to, status: r.status }));
  files[REDIRECTS_FILE] = `${JSON.stringify(redirectRows, null, 2)}\n`;
  return files;
}

// A problem with one file: `path:line:col: message` is how the CLI prints it, so editors link it.
const problem = (path, message, line = 1, column = 1) => ({ path, line, column, message });

function parseJson(path, text, problems) {
  try {
    return JSON.parse(text);
  } catch (err) {
    problems.push(problem(path, `not JSON: ${err instanceof Error ? err.message : String(err)}`));
    return undefined;
  }
}

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

function readFrontMatter(path, text, problems) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { meta: {}, body: text, bodyLine: 1 };
  let meta;
  try {
    meta = match[1]?.trim() ? YAML.parse(match[1]) : {};
  } catch (err) {
    problems.push(problem(path, `front matter is not YAML: ${err instanceof Error ? err.message : String(err)}`, 2));
    return null;
  }
  if (!isObject(meta)) {
    problems.push(problem(path, 'front matter must be a mapping (title, permalink, published)', 2));
    return null;
  }
  // The line the body starts on: diagnostics of the body are reported at the file's lines.
  return { meta, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

function checkMeta(path, meta, problems) {
  const unknown = Object.keys(meta).filter((k) => !['title', 'permalink', 'published'].includes(k));
  if (unknown.length) problems.push(problem(path, `unknown front matter ${unknown.join(', ')} (title, permalink, published)`, 2));
  if ('title' in meta && (typeof meta.title !== 'string' || !meta.title.trim())) problems.push(problem(path, 'title must be a non-empty string', 2));
  if ('permalink' in meta && meta.permalink !== null && typeof meta.permalink !== 'string') problems.push(problem(path, 'permalink must be a path such as /blog/:slug', 2));
  if ('published' in meta && typeof meta.published !== 'boolean') problems.push(problem(path, 'published must be true or false', 2));
}

// The folder read back: path -> text in, records out, with every problem found (nothing is thrown).
// Files outside the layout (a README, .git, editor scratch files) are ignored.
export function readFolder(files) {
  const problems = [];
  const themeJson = files[THEME_FILE] === undefined ? undefined : parseJson(THEME_FILE, files[THEME_FILE], problems);
  if (files[THEME_FILE] === undefined) problems.push(problem(THEME_FILE, 'missing: a theme folder starts with theme.json (pull one to start)'));
  else if (themeJson !== undefined && !isObject(themeJson)) problems.push(problem(THEME_FILE, 'must be an object'));
  const theme = isObject(themeJson) ? themeJson : {};
  const assetMeta = isObject(theme.assets) ? theme.assets : {};

  const templates = [];
  for (const [path, text] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const slash = path.indexOf('/');
    const type = TYPE_OF[path.slice(0, slash)];
    const name = path.slice(slash + 1);
    if (!type || !name || name.includes('/') || isScratchName(name)) continue;
    if (type === 'asset') {
      const meta = isObject(assetMeta[name]) ? assetMeta[name] : {};
      checkMeta(`${THEME_FILE} (assets.${name})`, meta, problems);
      templates.push({
        path,
        type,
        title: typeof meta.title === 'string' ? meta.title : name,
        permalink: 'permalink' in meta ? (meta.permalink ?? null) : defaultAssetPermalink(name),
        published: meta.published !== false,
        bodyLine: 1,
        body: text,
      });
      continue;
    }
    if (!name.endsWith('.liquid')) continue;
    const read = readFrontMatter(path, text, problems);
    if (!read) continue;
    checkMeta(path, read.meta, problems);
    const stem = name.replace(/\.liquid$/, '');
    templates.push({
      path,
      type,
      bodyLine: read.bodyLine,
      title: typeof read.meta.title === 'string' ? read.meta.title : titleFromStem(type, stem),
      permalink: typeof read.meta.permalink === 'string' ? read.meta.permalink : null,
      published: read.meta.published !== false,
      body: read.body,
    });
  }

  let bits = [];
  if (files[BITS_FILE] !== undefined) {
    const value = parseJson(BITS_FILE, files[BITS_FILE], problems);
    if (isObject(value)) bits = Object.entries(value).map(([name, v]) => ({ name, value: v }));
    else if (value !== undefined) problems.push(problem(BITS_FILE, 'must be an object of bit name -> value'));
  }
  let redirects = [];
  if (files[REDIRECTS_FILE] !== undefined) {
    const value = parseJson(REDIRECTS_FILE, files[REDIRECTS_FILE], problems);
    if (Array.isArray(value) && value.every((r) => isObject(r) && typeof r.from === 'string' && typeof r.to === 'string'))
      redirects = value.map((r) => ({ from: r.from, to: r.to, status: typeof r.status === 'number' ? r.status : 301 }));
    else if (value !== undefined) problems.push(problem(REDIRECTS_FILE, 'must be a list of { "from", "to", "status" }'));
  }
  // Layouts and partials are found by title, so two live ones of one title would be a coin toss; a draft
  // beside a live template of its title is how a theme applied as drafts waits for review.
  const seen = new Map();
  for (const t of templates.filter((x) => x.published)) {
    const key = `${t.type}\u0000${t.title}`;
    if (seen.has(key)) problems.push(problem(t.path, `the same ${t.type} title as ${seen.get(key)}, both published: "${t.title}"`));
    else seen.set(key, t.path);
  }
  return {
    theme: {
      name: typeof theme.name === 'string' ? theme.name : '',
      description: typeof theme.description === 'string' ? theme.description : '',
      site: typeof theme.site === 'string' ? theme.site : null,
      manifestVersion: typeof theme.manifestVersion === 'number' ? theme.manifestVersion : null,
      settings: isObject(theme.settings) ? theme.settings : {},
    },
    templates,
    bits,
    redirects,
    problems,
  };
}

// An editor's or tool's scratch file, never part of a theme: hidden files (.#lock, .goutputstream-*),
// backups (name~, .bak, .orig), swap files (vim .swp/.swo/.swx, kate), temporary files (.tmp, JetBrains
// ___jb_tmp___, VS Code .crswap), `sed -i`'s sedXXXXXX, vim's write test 4913, Emacs #autosave#.
const SCRATCH = /^\.|~$|\.(sw[a-p]|swx|tmp|temp|bak|orig|rej|crswap|kate-swp)$|___jb_(tmp|old|bak)___$|^sed[A-Za-z0-9]{6}$|^4913$|^#.*#$/i;
export const isScratchName = (name) => SCRATCH.test(name);

// Whether a path belongs to the folder's layout (the watcher ignores the rest).
export function isThemePath(path) {
  if (path === THEME_FILE || path === BITS_FILE || path === REDIRECTS_FILE) return true;
  const slash = path.indexOf('/');
  const name = path.slice(slash + 1);
  return Boolean(TYPE_OF[path.slice(0, slash)]) && Boolean(name) && !name.includes('/') && !isScratchName(name);
}
