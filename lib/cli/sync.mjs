// pull and push: a site's templates, bits and redirects to and from a theme folder (lib/shared/theme-folder).
// Nothing is overwritten silently: a push sends the version each file was pulled at (baseVersion) and
// the server answers 409 when someone saved since; a pull stops before replacing a file edited here.
// `--force` overrides both, file by file, and says so.
import { folderFiles, readFolder, templatePaths } from '../shared/theme-folder/format.mjs';
import { folderFindings, refusalLine, refusals } from './check.mjs';
import { ApiError } from './client.mjs';
import { hashOf, readState, removeLocal, saveManifest, writeLocal, writeState } from './folder.mjs';
import { readFolderFiles } from '../shared/theme-folder/files.mjs';

// Partials and layouts first: a page that names one then finds it published.
const TYPE_ORDER = ['asset', 'partial', 'layout', 'email', 'page'];
const byTypeOrder = (a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || (a.path < b.path ? -1 : 1);
const valueHash = (value) => hashOf(JSON.stringify(value ?? null));

async function remoteSnapshot(api) {
  const [templates, bits, redirects, manifest] = await Promise.all([
    api.all('/api/v1/templates'),
    api.all('/api/v1/bits'),
    api.all('/api/v1/redirects'),
    api.get('/api/v1/runtime/manifest').then((r) => r.data),
  ]);
  return { templates, bits, redirects, manifest, manifestVersion: typeof manifest.version === 'number' ? manifest.version : null };
}

// The folder the remote site makes, and the state that remembers where each file came from.
function remoteFolder(site, remote, name) {
  const files = folderFiles({ theme: { name, site, manifestVersion: remote.manifestVersion }, templates: remote.templates, bits: remote.bits, redirects: remote.redirects });
  const state = { site, files: {}, templates: {}, bits: {}, redirects: {} };
  for (const [path, text] of Object.entries(files)) state.files[path] = hashOf(text);
  for (const [uid, path] of templatePaths(remote.templates)) state.templates[path] = { uid, version: remote.templates.find((t) => t.uid === uid).version };
  for (const b of remote.bits) state.bits[b.name] = { uid: b.uid, hash: valueHash(b.value) };
  for (const r of remote.redirects) state.redirects[r.from] = { id: r.id, hash: valueHash([r.to, r.status]) };
  return { files, state };
}

// Files edited here since the last sync (or never synced), whose text the remote would replace.
function localEdits(dir, state, incoming) {
  const local = readFolderFiles(dir);
  return Object.entries(local)
    .filter(([path, text]) => state.files[path] !== hashOf(text) && incoming[path] !== text)
    .map(([path]) => path);
}

export async function pull(api, dir, { site, force = false, log = () => {} }) {
  log(`reading ${site} ...`);
  const remote = await remoteSnapshot(api);
  const previous = readState(dir);
  const name = readFolder(readFolderFiles(dir)).theme.name || new URL(site).hostname;
  const { files, state } = remoteFolder(site, remote, name);
  const edited = localEdits(dir, previous, files);
  if (edited.length && !force) {
    const err = new Error(`${edited.length} file(s) changed here since the last pull or push would be replaced: ${edited.join(', ')}. Push them first, or pull with --force to discard them.`);
    err.exitCode = 1;
    throw err;
  }
  const local = readFolderFiles(dir);
  let written = 0;
  for (const [path, text] of Object.entries(files)) {
    if (local[path] === text) continue;
    writeLocal(dir, path, text);
    written++;
  }
  // A file pulled before and gone from the site goes here too, unless it was edited since.
  const removed = [];
  for (const path of Object.keys(local)) {
    if (files[path] !== undefined) continue;
    if (previous.files[path] === hashOf(local[path]) || force) {
      removeLocal(dir, path);
      removed.push(path);
    }
  }
  writeState(dir, state);
  saveManifest(dir, remote.manifest);
  const summary = { templates: remote.templates.length, bits: remote.bits.length, redirects: remote.redirects.length, written, removed, manifestVersion: remote.manifestVersion };
  log(`pulled ${summary.templates} templates, ${summary.bits} bits, ${summary.redirects} redirects: ${written} file(s) written, ${removed.length} removed`);
  return summary;
}

const sameTemplate = (local, row) =>
  row.title === local.title && row.type === local.type && (row.permalink ?? null) === (local.permalink ?? null) && row.body === local.body && row.published === local.published;
const templateBody = (t) => ({ title: t.title, type: t.type, permalink: t.permalink, body: t.body, published: t.published });

// What a push would do: one step per changed item, conflicts included, nothing sent yet. `only`: the
// paths to consider (a watcher pushes the saved file alone).
export async function planPush(api, dir, { force = false, remove = false, only = null } = {}) {
  const state = readState(dir);
  const local = readFolderFiles(dir);
  // The folder's refusals first, as `check` finds them: nothing is sent while one stands.
  const { folder, findings } = await folderFindings(local, { only });
  const problems = refusals(findings);
  if (problems.length) return { problems, steps: [], state, local };
  const remote = await remoteSnapshot(api);
  const byUid = new Map(remote.templates.map((t) => [t.uid, t]));
  const keyOf = (t) => `${t.type}\u0000${t.title}\u0000${t.published}`;
  const byKey = new Map(remote.templates.map((t) => [keyOf(t), t]));
  const steps = [];
  const considered = (path) => !only || only.includes(path);
  const claimed = new Set();

  for (const t of [...folder.templates].sort(byTypeOrder)) {
    if (!considered(t.path)) continue;
    const known = state.templates[t.path];
    const row = known ? byUid.get(known.uid) : byKey.get(keyOf(t));
    if (row) claimed.add(row.uid);
    const text = local[t.path];
    if (row && sameTemplate(t, row)) {
      steps.push({ kind: 'template', action: 'same', path: t.path, uid: row.uid, version: row.version, text });
      continue;
    }
    const editedHere = !known || state.files[t.path] !== hashOf(text);
    if (row && !editedHere) {
      steps.push({ kind: 'template', action: 'stale', path: t.path, why: `changed on the site since your last pull (version ${known.version} -> ${row.version}): pull to get it` });
      continue;
    }
    if (!row && known) {
      steps.push(
        force
          ? { kind: 'template', action: 'create', path: t.path, template: t, text }
          : { kind: 'template', action: 'conflict', path: t.path, why: 'deleted on the site since your last pull: push with --force to create it again, or delete the file' },
      );
      continue;
    }
    if (!row) {
      steps.push({ kind: 'template', action: 'create', path: t.path, template: t, text });
      continue;
    }
    const base = known?.version;
    if (!force && base !== row.version)
      steps.push({
        kind: 'template',
        action: 'conflict',
        path: t.path,
        why:
          base === undefined
            ? `the site has its own ${t.type} "${t.title}" that you never pulled: pull first, or push with --force to overwrite it`
            : `saved on the site since your last pull (version ${base} -> ${row.version}): pull and merge, or push with --force to overwrite it`,
      });
    else steps.push({ kind: 'template', action: 'update', path: t.path, uid: row.uid, baseVersion: force ? row.version : base, template: t, text });
  }
  if (!only) {
    for (const row of remote.templates) {
      if (claimed.has(row.uid)) continue;
      const path = Object.keys(state.templates).find((p) => state.templates[p].uid === row.uid);
      // Deleted here (it was pulled) -> delete with --delete; never pulled -> only --delete --force.
      if (remove && (path || force)) steps.push({ kind: 'template', action: 'delete', path: path ?? `${row.type} "${row.title}"`, uid: row.uid, type: row.type });
      else
        steps.push({
          kind: 'template',
          action: 'remote-only',
          path: path ?? `${row.type} "${row.title}"`,
          why: path ? 'deleted here: push with --delete to delete it on the site' : 'on the site only: pull to get it',
        });
    }
  }
  if (!only || only.includes('bits.json')) {
    planValues(steps, {
      kind: 'bit',
      file: 'bits.json',
      local: folder.bits.map((b) => [b.name, b.value]),
      remote: remote.bits.map((b) => [b.name, b.value, b.uid]),
      known: state.bits,
      force,
      remove,
      localText: local['bits.json'],
      stateHash: state.files['bits.json'],
    });
  }
  if (!only || only.includes('redirects.json')) {
    planValues(steps, {
      kind: 'redirect',
      file: 'redirects.json',
      local: folder.redirects.map((r) => [r.from, [r.to, r.status]]),
      remote: remote.redirects.map((r) => [r.from, [r.to, r.status], r.id]),
      known: state.redirects,
      force,
      remove,
      localText: local['redirects.json'],
      stateHash: state.files['redirects.json'],
    });
  }
  return { problems: [], steps, state, local, remote };
}

// Bits (name -> value) and redirects (from -> [to, status]) compared entry by entry.
function planValues(steps, { kind, file, local, remote, known, force, remove, localText, stateHash }) {
  if (localText === undefined || hashOf(localText) === stateHash) return;
  const remoteBy = new Map(remote.map(([key, value, id]) => [key, { value, id }]));
  const localKeys = new Set(local.map(([key]) => key));
  for (const [key, value] of local) {
    const row = remoteBy.get(key);
    const label = `${file} ${key}`;
    if (row && valueHash(row.value) === valueHash(value)) continue;
    if (row && known[key] && known[key].hash !== valueHash(row.value) && !force)
      steps.push({ kind, action: 'conflict', path: label, why: 'changed on the site since your last pull: pull and merge, or push with --force' });
    else if (!row && known[key] && !force) steps.push({ kind, action: 'conflict', path: label, why: 'deleted on the site since your last pull: push with --force to create it again' });
    else steps.push({ kind, action: row ? 'update' : 'create', path: label, key, id: row?.id, value });
  }
  for (const [key, , id] of remote) {
    if (localKeys.has(key)) continue;
    if (remove && (known[key] || force)) steps.push({ kind, action: 'delete', path: `${file} ${key}`, key, id });
  }
}

// The placed errors of a 422 for a template step (the body's parse errors), with body lines.
function serverErrors(err, step) {
  if (!(err instanceof ApiError) || step.kind !== 'template' || !step.template || !Array.isArray(err.data?.errors)) return [];
  return err.data.errors.filter((e) => typeof e?.line === 'number').map((e) => ({ line: e.line, column: e.column ?? 1, code: e.code, message: e.message }));
}

const ACTS = new Set(['create', 'update', 'delete']);
export const pendingSteps = (plan) => plan.steps.filter((s) => ACTS.has(s.action));

async function applyStep(api, step) {
  if (step.kind === 'template') {
    if (step.action === 'create') return (await api.post('/api/v1/templates', templateBody(step.template))).data.item;
    if (step.action === 'update') return (await api.put(`/api/v1/templates/${encodeURIComponent(step.uid)}`, { ...templateBody(step.template), baseVersion: step.baseVersion })).data.item;
    await api.del(`/api/v1/templates/${encodeURIComponent(step.uid)}`);
    return null;
  }
  const base = step.kind === 'bit' ? '/api/v1/bits' : '/api/v1/redirects';
  const body = step.kind === 'bit' ? { name: step.key, value: step.value } : { from: step.key, to: step.value?.[0], status: step.value?.[1] };
  if (step.action === 'create') return (await api.post(base, body)).data.item;
  if (step.action === 'update') return (await api.put(`${base}/${encodeURIComponent(step.id)}`, body)).data.item;
  await api.del(`${base}/${encodeURIComponent(step.id)}`);
  return null;
}

// Runs the plan's steps in order; a step that fails (409 included) is reported and the others go on.
// The state moves with each step that lands, so the next push starts from what the site now holds.
export async function applyPush(api, dir, plan, { log = () => {} } = {}) {
  const { state, local } = plan;
  const results = [];
  // A file found equal to the site's record is synced too (a first push into a site that has it).
  for (const step of plan.steps.filter((s) => s.action === 'same')) {
    state.templates[step.path] = { uid: step.uid, version: step.version };
    state.files[step.path] = hashOf(step.text);
  }
  for (const step of pendingSteps(plan)) {
    try {
      const item = await applyStep(api, step);
      if (step.kind === 'template') {
        if (item) {
          state.templates[step.path] = { uid: item.uid, version: item.version };
          state.files[step.path] = hashOf(step.text);
        } else {
          for (const [p, v] of Object.entries(state.templates)) if (v.uid === step.uid) delete state.templates[p];
        }
      } else {
        const map = step.kind === 'bit' ? state.bits : state.redirects;
        if (step.action === 'delete') delete map[step.key];
        else map[step.key] = step.kind === 'bit' ? { uid: item.uid, hash: valueHash(step.value) } : { id: item.id, hash: valueHash(step.value) };
      }
      results.push({ path: step.path, action: step.action, ok: true });
      log(`${step.action === 'create' ? '+' : step.action === 'delete' ? '-' : '~'} ${step.path}`);
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === 409;
      const message = conflict ? `saved on the site meanwhile (now version ${err.data?.item?.version ?? '?'}): pull and merge, or push with --force to overwrite it` : err.message;
      // The server's own refusal of a body, at the file's lines like `check`'s (its lines are the body's).
      const placed = serverErrors(err, step).map((e) => ({ ...e, line: e.line + step.template.bodyLine - 1 }));
      for (const e of placed) log(refusalLine(dir, { path: step.path, ...e }));
      results.push({
        path: step.path,
        action: step.action,
        ok: false,
        ...(placed.length ? { problems: placed } : {}),
        conflict,
        status: err instanceof ApiError ? err.status : null,
        message,
        errors: err instanceof ApiError ? err.data?.errors : undefined,
      });
      log(`! ${step.path}: ${message}`);
    }
  }
  // bits.json and redirects.json are synced once each of their entries landed.
  for (const file of ['bits.json', 'redirects.json']) {
    const prefix = `${file} `;
    if (local[file] !== undefined && !results.some((r) => r.path.startsWith(prefix) && !r.ok)) state.files[file] = hashOf(local[file]);
  }
  writeState(dir, state);
  return results;
}
