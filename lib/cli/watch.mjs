// `watch`: each saved file of the folder is checked and pushed on its own, within moments; its
// diagnostics print as path:line:col (editors and terminals link them) and the open preview pages
// reload once it landed.
import fs from 'node:fs';
import path from 'node:path';
import { readFolder } from '../shared/theme-folder/format.mjs';
import { refusalLine } from './check.mjs';
import { startPreview } from './preview.mjs';
import { applyPush, pendingSteps, planPush } from './sync.mjs';
import { readFolderFiles } from '../shared/theme-folder/files.mjs';
import { watchThemeFolder } from './watch-folder.mjs';

// Editors save in bursts (write, rename, chmod): one push per file once the burst settles.
const SETTLE_MS = 40;
const GONE_MS = 300;

function diagnosticLines(dir, file, bodyLine, result) {
  const at = (d) => `${path.join(dir, file)}:${(d.line ?? 1) + bodyLine - 1}:${d.column ?? 1}`;
  return [...(result.errors ?? []).map((e) => `${at(e)}: error ${e.code ?? ''}: ${e.message}`), ...(result.warnings ?? []).map((w) => `${at(w)}: warning ${w.code ?? ''}: ${w.message}`)];
}

export async function watch(api, dir, { site, force = false, port = null, open = false, log = () => {}, json = false }) {
  const emit = (event) => {
    if (json) process.stdout.write(`${JSON.stringify(event)}\n`);
  };
  const preview = port === null ? null : await startPreview(site, port);
  log(`watching ${dir} -> ${site}${preview ? `; preview that reloads itself: ${preview.url}` : ''} (Ctrl-C to stop)`);
  emit({ event: 'ready', preview: preview?.url ?? null });
  if (preview && open) (await import('open')).default(preview.url).catch(() => {});

  const timers = new Map();
  let queue = Promise.resolve();
  const pushOne = async (file) => {
    const started = performance.now();
    // Saving by delete-and-write leaves the file missing for a moment: a deletion is one that lasts.
    if (!fs.existsSync(path.join(dir, file))) await new Promise((r) => setTimeout(r, GONE_MS));
    const local = readFolderFiles(dir);
    if (local[file] === undefined) {
      log(`${file}: deleted here; \`site-platform push --delete\` deletes it on the site`);
      return;
    }
    const folder = readFolder(local);
    const own = folder.problems.filter((p) => p.path === file || p.path.startsWith(`${file} `) || p.path.includes(`(assets.${path.basename(file)})`));
    if (own.length) {
      for (const p of own) log(refusalLine(dir, p));
      emit({ event: 'problems', path: file, problems: own });
      return;
    }
    const template = folder.templates.find((t) => t.path === file);
    if (template && template.type !== 'asset') {
      const { data } = await api.post('/api/v1/templates/validate', { body: template.body, type: template.type });
      const lines = diagnosticLines(dir, file, template.bodyLine, data);
      for (const line of lines) log(line);
      emit({ event: 'diagnostics', path: file, bodyLine: template.bodyLine, errors: data.errors ?? [], warnings: data.warnings ?? [] });
      if (data.ok === false && template.published) return;
    }
    const plan = await planPush(api, dir, { force, only: [file] });
    // Another file's problem stops every push until it is fixed: say which.
    for (const p of plan.problems) log(refusalLine(dir, p));
    const steps = pendingSteps(plan);
    for (const s of plan.steps.filter((x) => x.action === 'conflict' || x.action === 'stale')) log(`! ${s.path}: ${s.why}`);
    if (!steps.length) {
      emit({ event: 'unchanged', path: file, conflicts: plan.steps.filter((x) => x.action === 'conflict').map((x) => x.why) });
      return;
    }
    const results = await applyPush(api, dir, plan, { log });
    const ms = Math.round(performance.now() - started);
    const ok = results.every((r) => r.ok);
    if (ok) {
      log(`pushed ${file} in ${ms} ms`);
      preview?.reload({ path: file, type: template?.type ?? 'data', permalink: template?.permalink ?? null });
    }
    emit({ event: 'pushed', path: file, ok, ms, results });
  };
  const schedule = (file) => {
    clearTimeout(timers.get(file));
    timers.set(
      file,
      setTimeout(() => {
        timers.delete(file);
        queue = queue
          .then(() => pushOne(file))
          .catch((err) => {
            log(`! ${file}: ${err.message}`);
            emit({ event: 'error', path: file, message: err.message });
          });
      }, SETTLE_MS),
    );
  };
  const watcher = watchThemeFolder(dir, schedule);
  const stop = async () => {
    watcher.close();
    await preview?.close();
  };
  process.once('SIGINT', () => stop().then(() => process.exit(0)));
  process.once('SIGTERM', () => stop().then(() => process.exit(0)));
  return stop;
}
