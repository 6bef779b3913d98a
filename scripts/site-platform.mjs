#!/usr/bin/env node
// The site platform's command line: work on a site's theme as files in your own editor (README,
// "Local development"). `npx site-platform --help`.
import fs from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { strToU8, zipSync } from 'fflate';
import { checkFolder, findingLine, refusalLine } from '../lib/cli/check.mjs';
import { apiClient } from '../lib/cli/client.mjs';
import { forgetToken, saveToken, savedToken } from '../lib/cli/credentials.mjs';
import { readPassword } from '../lib/cli/password.mjs';
import { applyPush, pendingSteps, planPush, pull } from '../lib/cli/sync.mjs';
import { watch } from '../lib/cli/watch.mjs';
import { readFolder } from '../lib/shared/theme-folder/format.mjs';
import { readFolderFiles } from '../lib/shared/theme-folder/files.mjs';

const program = new Command('site-platform')
  .description("Work on a site's theme as files: pull it into a folder, edit it in your editor, push it back or watch it.")
  .showHelpAfterError()
  .addOption(new Option('--site <url>', "the site's URL, e.g. https://shop.example.com (default: the folder's theme.json)"))
  .addOption(new Option('--token <token>', 'an API token (default: the one `login` saved for the site)').env('SITE_PLATFORM_TOKEN'))
  .option('--json', 'print one JSON document instead of text (for scripts)');

const globals = () => program.opts();
const out = (text) => {
  if (!globals().json) process.stdout.write(`${text}\n`);
};
const printJson = (value) => {
  if (globals().json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
};

function siteOf(dir) {
  const explicit = globals().site;
  const site = explicit ?? (dir ? readFolder(readFolderFiles(dir)).theme.site : null);
  if (!site) throw usage('Which site? Pass --site https://your.site (a pulled folder remembers it in theme.json).');
  try {
    return new URL(site).origin;
  } catch {
    throw usage(`--site ${site}: not a URL (https://your.site or http://name.localhost:3000)`);
  }
}

function usage(message) {
  const err = new Error(message);
  err.exitCode = 2;
  return err;
}

function client(site, { required = true } = {}) {
  const token = globals().token || savedToken(site);
  if (!token && required) throw usage(`Not signed in to ${site}: run \`site-platform login --site ${site} --email you@example.com\` first.`);
  return apiClient(site, token);
}

program
  .command('login')
  .description('Sign in to a site and keep the token in your config directory (never in the theme folder).')
  .requiredOption('--email <email>', 'your account on the site')
  .option('--password-stdin', 'read the password from standard input (for scripts); otherwise you are asked for it')
  .action(async (opts) => {
    const site = siteOf(null);
    const password = await readPassword({ fromStdin: opts.passwordStdin });
    const { data } = await apiClient(site).post('/api/v1/auth/login', { email: opts.email, password });
    const file = saveToken(site, data.token, opts.email);
    printJson({ site, saved: file });
    out(`Signed in to ${site} as ${opts.email}; the token is in ${file}.`);
  });

program
  .command('logout')
  .description('Forget the token saved for a site.')
  .action(() => {
    const site = siteOf(null);
    forgetToken(site);
    printJson({ site, forgotten: true });
    out(`Forgot the token for ${site}.`);
  });

program
  .command('sites')
  .description('List the sites your account belongs to, with your role on each.')
  .argument('[dir]', 'a theme folder whose site to ask', '.')
  .action(async (dir) => {
    const api = client(siteOf(path.resolve(dir)));
    const rows = await api.all('/api/v1/sites');
    printJson({ items: rows });
    for (const s of rows) out(`${s.subdomain ?? s.uid}\t${s.name ?? ''}\t${s.domain ?? ''}${s.role === undefined ? '' : `\trole ${s.role}`}`);
    if (!rows.length) out('No sites.');
  });

program
  .command('pull')
  .description("Write the site's templates, bits and redirects into a folder (made if missing).")
  .argument('[dir]', 'the theme folder', '.')
  .option('--force', 'replace files edited here since the last pull or push')
  .action(async (dir, opts) => {
    const folder = path.resolve(dir);
    const summary = await pull(client(siteOf(folder)), folder, { site: siteOf(folder), force: opts.force, log: out });
    printJson(summary);
  });

const describe = (s) => `${{ create: '+', update: '~', delete: '-', conflict: '!', stale: '?', 'remote-only': '?' }[s.action] ?? ' '} ${s.path}${s.why ? `: ${s.why}` : ''}`;

program
  .command('push')
  .description('Send what changed in the folder to the site: the plan first, then each step.')
  .argument('[dir]', 'the theme folder', '.')
  .option('--dry-run', "refuse what push refuses (check's errors), show the plan, send nothing")
  .option('--delete', 'also delete on the site what was deleted here')
  .option('--force', 'overwrite what someone saved on the site since your last pull')
  .action(async (dir, opts) => {
    const folder = path.resolve(dir);
    const api = client(siteOf(folder));
    const plan = await planPush(api, folder, { force: opts.force, remove: opts.delete });
    if (plan.problems.length) {
      for (const p of plan.problems) out(refusalLine(dir, p));
      printJson({ problems: plan.problems });
      process.exitCode = 1;
      return;
    }
    const shown = plan.steps.filter((s) => s.action !== 'same');
    const pending = pendingSteps(plan);
    out(shown.length ? `Plan (${pending.length} change(s)):` : 'Nothing to push: the site has what the folder has.');
    for (const s of shown) out(`  ${describe(s)}`);
    const conflicts = plan.steps.filter((s) => s.action === 'conflict');
    if (opts.dryRun) {
      printJson({ plan: shown.map(({ template: _t, text: _x, ...s }) => s) });
      return;
    }
    const results = await applyPush(api, folder, plan, { log: out });
    const failed = results.filter((r) => !r.ok);
    printJson({ plan: shown.map(({ template: _t, text: _x, ...s }) => s), results });
    if (results.length) out(`Pushed ${results.length - failed.length} of ${results.length}.`);
    if (failed.length || conflicts.length) process.exitCode = 1;
  });

program
  .command('check')
  .description("Validate the whole theme folder offline, as the platform would, against the server's manifest as last pulled; its errors are what push refuses; exit code 1 on an error (for CI).")
  .argument('[dir]', 'the theme folder', '.')
  .option('--strict', 'warnings fail too')
  .action(async (dir, opts) => {
    const folder = path.resolve(dir);
    const result = await checkFolder(folder);
    for (const f of result.findings) out(findingLine(dir, f));
    const errors = result.findings.filter((f) => f.severity === 'error').length;
    const warnings = result.findings.length - errors;
    out(
      `${result.files} file(s) checked${result.manifestVersion === null ? ' (no manifest pulled yet: names checked against this CLI alone)' : ` against manifest version ${result.manifestVersion}`}: ${errors} error(s), ${warnings} warning(s).`,
    );
    printJson(result);
    if (errors || (opts.strict && warnings)) process.exitCode = 1;
  });

program
  .command('export')
  .description("Save the site's whole theme as one zip archive (the folder format).")
  .argument('<file>', 'the zip file to write')
  .action(async (file) => {
    const site = siteOf(null);
    const { raw } = await client(site).get('/api/v1/themes/export');
    fs.writeFileSync(file, raw);
    printJson({ site, file, bytes: raw.length });
    out(`Saved ${site}'s theme to ${file} (${raw.length} bytes).`);
  });

program
  .command('import')
  .description('Write a theme (a zip archive or a folder) to the site in one go: all of it, or nothing if any file fails its checks.')
  .argument('<source>', 'a zip archive or a theme folder')
  .option('--publish', 'make it live (role marketer and above); without it every template becomes a draft')
  .action(async (source, opts) => {
    const site = siteOf(null);
    const isFolder = fs.statSync(source).isDirectory();
    const archive = isFolder ? Buffer.from(zipSync(Object.fromEntries(Object.entries(readFolderFiles(source)).map(([p, text]) => [p, strToU8(text)])))) : fs.readFileSync(source);
    const { data } = await client(site)
      .post('/api/v1/themes/import', { archive: archive.toString('base64'), publish: Boolean(opts.publish) })
      .catch((err) => {
        // Each problem on a line of its own, as path:line:col: an editor or terminal links it.
        if (Array.isArray(err.data?.problems)) for (const p of err.data.problems) process.stderr.write(`${isFolder ? path.join(source, p) : p}\n`);
        throw err;
      });
    printJson(data.item);
    const t = data.item.templates;
    out(
      `Imported into ${site}${data.item.published ? '' : ' as drafts'}: ${t.created} template(s) created, ${t.updated} updated, ${t.unchanged} unchanged; ${data.item.bits} bit(s), ${data.item.redirects} redirect(s).`,
    );
  });

program
  .command('watch')
  .alias('dev')
  .description('Push each file you save within moments, print its diagnostics as path:line:col, and reload the pages you have open.')
  .argument('[dir]', 'the theme folder', '.')
  .option('--force', 'overwrite what someone saved on the site meanwhile')
  .option('--port <port>', 'the port of the local preview that reloads itself (0: any free port)', '3939')
  .option('--no-preview', 'no local preview')
  .option('--open', 'open the local preview in your browser')
  .action(async (dir, opts) => {
    const folder = path.resolve(dir);
    const site = siteOf(folder);
    await watch(client(site), folder, { site, force: opts.force, port: opts.preview ? Number(opts.port) : null, open: opts.open, log: out, json: globals().json });
  });

program
  .command('lsp')
  .description('A Liquid language server over stdio for your editor: diagnostics, completion, hover and go-to-definition (README, "Local development").')
  .option('--stdio', 'talk over standard input and output (the default; editors pass it)')
  .action(async () => {
    const { startLanguageServer } = await import('../lib/cli/lsp.mjs');
    startLanguageServer();
  });

program.parseAsync(process.argv).catch((err) => {
  if (globals().json) process.stdout.write(`${JSON.stringify({ error: err.message })}\n`);
  else process.stderr.write(`site-platform: ${err.message}\n`);
  process.exitCode = err.exitCode ?? 1;
});
