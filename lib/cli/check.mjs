// `check`: the whole theme folder validated with no server: each Liquid file by the platform's own
// validator (lib/cli/dialect.mjs: parse errors, unknown tags and filters with did-you-means, unread
// assigns, output outside blocks), then across files: layouts and partials named but not in the folder,
// partials nothing renders. Names are checked against the server's manifest as last fetched (a pull
// keeps it in .site-platform/manifest.json): a tag or filter the server has and this CLI does not know
// is no finding.
import { readFolder } from '../theme-folder/format.mjs';
import { loadValidator } from './dialect.mjs';
import { savedManifest } from './folder.mjs';
import { readFolderFiles } from '../theme-folder/files.mjs';

const quoted = (message) => /"([^"]+)"/.exec(message)?.[1] ?? null;

// The validator's findings on names, held against the manifest's lists.
function manifestFindings(d, manifest) {
  if (!manifest) return d;
  const name = quoted(d.message);
  if (d.code === 'unknown-filter' && name && manifest.filters?.includes(name)) return null;
  if (d.code === 'unknown-tag' && name && manifest.tags?.includes(name)) return null;
  return d;
}

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
          severity: 'error',
          code: `missing-${ref.kind}`,
          message: `${ref.kind} "${ref.name}" is not a published ${ref.kind} of this folder`,
        });
    }
  }
  for (const t of folder.templates.filter((x) => x.type === 'partial' && !used.has(`partial\u0000${x.title}`)))
    findings.push({ path: t.path, line: 1, column: 1, severity: 'warning', code: 'unused-partial', message: `partial "${t.title}" is rendered by no file of the folder` });
  return findings;
}

// `open`: files as an editor holds them (path -> text), over what is on disk (the language server).
export async function checkFolder(dir, { manifest = savedManifest(dir), open = {} } = {}) {
  const { validateTemplate } = await loadValidator();
  const folder = readFolder({ ...readFolderFiles(dir), ...open });
  const findings = folder.problems.map((p) => ({ ...p, severity: 'error', code: 'folder' }));
  const references = [];
  for (const t of folder.templates) {
    const result = validateTemplate(t.body, { unusedAssigns: t.type === 'page' || t.type === 'email' });
    const at = (d, severity) => ({ path: t.path, line: (d.line ?? 1) + t.bodyLine - 1, column: d.column ?? 1, severity, code: d.code, message: d.message });
    for (const e of result.errors) findings.push(at(e, 'error'));
    // An asset is rendered as Liquid at its permalink, so it must parse; its lint is a stylesheet's noise.
    if (t.type === 'asset') continue;
    for (const w of result.warnings) {
      const kept = manifestFindings(w, manifest);
      if (kept) findings.push(at(kept, 'warning'));
    }
    references.push({ template: t, refs: result.references });
  }
  findings.push(...missingAndUnused(folder, references));
  findings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line || a.column - b.column));
  return { files: folder.templates.length, manifestVersion: manifest?.version ?? null, findings };
}
