// The theme folder's findings, with no server: one path for `check`, `push --dry-run`, `push`, `watch`
// and the language server, so they refuse the same files at the same places. An error is what a push
// refuses (nothing is sent): what the platform's save refuses (a published body that does not parse,
// an email's part by part; a title or permalink its schema refuses; a permalink two published files
// claim), a folder that does not read, and layouts or partials named but not published in the folder.
// A warning never stops a push: the platform's lint (unknown tags and filters with did-you-means,
// unread assigns, output outside blocks), partials nothing renders, and a draft's parse errors (a draft
// is saved as it is; publishing it is refused). Positions are the file's own lines, front matter
// included, as an editor shows them. Names are held against the server's manifest as last fetched (a
// pull keeps it in .site-platform/manifest.json): a tag or filter the server has and this CLI does
// not know is no finding.
import path from 'node:path';
import { readFolder } from '../shared/theme-folder/format.mjs';
import { loadValidator } from './dialect.mjs';
import { savedManifest } from './folder.mjs';
import { readFolderFiles } from '../shared/theme-folder/files.mjs';

const quoted = (message) => /"([^"]+)"/.exec(message)?.[1] ?? null;

// The validator's findings on names, held against the manifest's lists.
function manifestFindings(d, manifest) {
  if (!manifest) return d;
  const name = quoted(d.message);
  if (d.code === 'unknown-filter' && name && manifest.filters?.includes(name)) return null;
  if (d.code === 'unknown-tag' && name && manifest.tags?.includes(name)) return null;
  return d;
}

// Where a template's field is written: its front matter line (a Liquid file) or its entry in
// theme.json (an asset); else the file's first line, as the name comes from the file's name.
function fieldAt(files, t, field) {
  if (t.type === 'asset') {
    const lines = (files['theme.json'] ?? '').split('\n');
    const at = lines.findIndex((l) => l.includes(JSON.stringify(t.path.slice('assets/'.length))));
    return { path: 'theme.json', line: at + 1 || 1, column: at >= 0 ? lines[at].search(/\S/) + 1 : 1 };
  }
  const lines = files[t.path].split('\n').slice(0, t.bodyLine - 1);
  const at = lines.findIndex((l) => new RegExp(`^${field}\\s*:`).test(l));
  return { path: t.path, line: at + 1 || 1, column: 1 };
}

const normalPermalink = (p) => {
  const s = p.trim();
  return s.length > 1 ? s.replace(/\/+$/, '') : s;
};

// Literal {% render %} / {% include %} names and {% layout %} names, with where they are.
function missingAndUnused(folder, references) {
  const titles = (type) => new Set(folder.templates.filter((t) => t.type === type && t.published).map((t) => t.title));
  const known = { layout: titles('layout'), partial: titles('partial') };
  const used = new Set();
  const findings = [];
  for (const { template, refs } of references) {
    for (const ref of refs) {
      used.add(`${ref.kind}\u0000${ref.name}`);
      if (!known[ref.kind]?.has(ref.name))
        findings.push({
          path: template.path,
          line: ref.line + template.bodyLine - 1,
          column: ref.column,
          // A draft is not live: what it names matters once it is published.
          severity: template.published ? 'error' : 'warning',
          code: `missing-${ref.kind}`,
          message: `${ref.kind} "${ref.name}" is not a published ${ref.kind} of this folder`,
        });
    }
  }
  for (const t of folder.templates.filter((x) => x.type === 'partial' && !used.has(`partial\u0000${x.title}`)))
    findings.push({ path: t.path, line: 1, column: 1, severity: 'warning', code: 'unused-partial', message: `partial "${t.title}" is rendered by no file of the folder` });
  return findings;
}

// Every finding of the folder's files (path -> text). `only`: the paths a push considers (a watcher
// pushes the saved file alone): findings of other templates are left out, the folder's own kept.
export async function folderFindings(files, { manifest = null, only = null } = {}) {
  const { validateTemplate, publishParseErrors, fieldErrors } = await loadValidator();
  const folder = readFolder(files);
  const findings = folder.problems.map((p) => ({ ...p, severity: 'error', code: 'folder' }));
  const references = [];
  const permalinks = new Map();
  for (const t of folder.templates) {
    const at = (d, severity, suffix = '') => ({ path: t.path, line: (d.line ?? 1) + t.bodyLine - 1, column: d.column ?? 1, severity, code: d.code, message: d.message + suffix });
    const field = (name, message) =>
      findings.push({ ...fieldAt(files, t, name), severity: 'error', code: 'invalid-field', message: t.type === 'asset' ? `assets.${t.path.slice('assets/'.length)}: ${message}` : message });
    for (const e of fieldErrors({ title: t.title, type: t.type, permalink: t.permalink, body: t.body, published: t.published })) field(e.field, e.message);
    if (t.type === 'email' && t.permalink) field('permalink', 'permalink: an email template has none (it is a mail body, never served as a page)');
    if (t.published && t.permalink) {
      const key = normalPermalink(t.permalink);
      if (permalinks.has(key)) field('permalink', `permalink: ${key} is already used by ${permalinks.get(key)}, both published`);
      else permalinks.set(key, t.path);
    }
    for (const e of await publishParseErrors(t.body, t.type)) findings.push(t.published ? at(e, 'error') : at(e, 'warning', ' (a draft is saved as it is; publishing it is refused)'));
    // An asset is rendered as Liquid at its permalink, so it must parse; its lint is a stylesheet's noise.
    if (t.type === 'asset') continue;
    const result = validateTemplate(t.body, { unusedAssigns: t.type === 'page' || t.type === 'email' });
    for (const w of result.warnings) {
      const kept = manifestFindings(w, manifest);
      if (kept) findings.push(at(kept, 'warning'));
    }
    references.push({ template: t, refs: result.references });
  }
  findings.push(...missingAndUnused(folder, references));
  const templatePaths = new Set(folder.templates.map((t) => t.path));
  const kept = only ? findings.filter((f) => !templatePaths.has(f.path) || only.includes(f.path)) : findings;
  kept.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line || a.column - b.column));
  return { folder, findings: kept };
}

// What a push refuses, and how a finding prints (path:line:col first: editors and terminals link it).
export const refusals = (findings) => findings.filter((f) => f.severity === 'error');
export const findingLine = (dir, f) => `${path.join(dir, f.path)}:${f.line}:${f.column}: ${f.severity} ${f.code}: ${f.message}`;
// A refusal as push and watch print it: the place, the message, the code when it says more than `folder`.
export const refusalLine = (dir, f) => `${path.join(dir, f.path)}:${f.line}:${f.column}: ${f.message}${f.code && f.code !== 'folder' ? ` (${f.code})` : ''}`;

// `open`: files as an editor holds them (path -> text), over what is on disk (the language server).
export async function checkFolder(dir, { manifest = savedManifest(dir), open = {} } = {}) {
  const { folder, findings } = await folderFindings({ ...readFolderFiles(dir), ...open }, { manifest });
  return { files: folder.templates.length, manifestVersion: manifest?.version ?? null, findings };
}
