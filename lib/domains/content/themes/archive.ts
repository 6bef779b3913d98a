import { asc } from 'drizzle-orm';
import { strFromU8, strToU8, zipSync } from 'fflate';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite, liveInSite } from '@/db/scope';
import { bits, redirects, templates } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { readZip } from '@/lib/shared/archives/read-zip';
import { siteChanged } from '@/lib/shared/cache/generation';
import { CreateBitBody } from '@/lib/domains/content/bits/schemas';
import { AppError, invalid } from '@/lib/shared/errors';
import { CreateRedirectBody } from '@/lib/domains/content/redirects/api';
import { CreateTemplateBody } from '@/lib/domains/content/templates/schemas';
import { parseErrors } from '@/lib/domains/content/templates/publish-check';
import { folderFiles, readFolder } from '@/lib/shared/theme-folder/format.mjs';
import { writeImport, type CheckedFolder } from './import-writes';
import { ARCHIVE_LIMITS, type ImportThemeBody, type ImportedThemeView } from './schemas';

// Whole-theme export and import: a site's templates, bits and redirects as one zip of the theme folder
// (lib/shared/theme-folder/format.mjs), the same files the CLI pulls and pushes.

// `folder`: what theme.json says of where the folder came from (the site's URL, the manifest version).
export async function exportTheme(site: { uid: string; subdomain: string }, folder: { siteUrl: string; manifestVersion: number }): Promise<Buffer> {
  const db = await getDb();
  const [rows, bitRows, redirectRows] = await Promise.all([
    db.select().from(templates).where(liveInSite(templates, site.uid)).orderBy(asc(templates.createdAt)),
    db.select().from(bits).where(inSite(bits, site.uid)),
    db.select().from(redirects).where(inSite(redirects, site.uid)),
  ]);
  const files = folderFiles({
    theme: { name: site.subdomain, site: folder.siteUrl, manifestVersion: folder.manifestVersion },
    templates: rows.map((t) => ({ uid: t.uid, title: t.title, type: t.type, permalink: t.permalink, body: t.body, published: t.published })),
    bits: bitRows.map((b) => ({ name: b.name, value: b.value })),
    redirects: redirectRows.map((r) => ({ from: r.from, to: r.to, status: r.status })),
  });
  // A fixed time in every entry: the same theme exports to the same bytes.
  const mtime = new Date('2000-01-01T00:00:00Z');
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, [strToU8(text), { mtime }]])), { level: 6 }));
}

// The archive's files, read by the platform's one zip reader (lib/shared/archives/read-zip.ts): inflated as
// streams off the event loop, each stopped at the first piece past the size it declares (and refused,
// an inflation bomb the server log warns of), the declared sizes held to ARCHIVE_LIMITS first. A theme
// is text: a file holding a NUL byte is refused (the database refuses one in a text column).
async function unpack(siteUid: string, archive: string): Promise<Record<string, string>> {
  const entries = await readZip(Buffer.from(archive, 'base64'), {
    limits: ARCHIVE_LIMITS,
    site: siteUid,
    purpose: 'theme import',
    expected: 'base64 of the bytes GET /api/v1/themes/export answers',
  });
  const files: Record<string, string> = {};
  // A folder zipped with its top directory (theme/pages/…) reads the same as one zipped from inside.
  const names = [...entries.keys()];
  const top = names.length && names.every((n) => n.includes('/') && n.split('/')[0] === names[0]!.split('/')[0]) && !names.includes('theme.json') ? `${names[0]!.split('/')[0]}/` : '';
  for (const [name, bytes] of entries) {
    if (bytes.includes(0)) throw invalid(`archive: ${name} is not text (it holds a NUL byte): leave it out`);
    files[name.slice(top.length)] = strFromU8(bytes);
  }
  return files;
}

// Every record checked (and normalised) by the schema of its single-record endpoint, then every Liquid
// body parsed when it is to be published: problems as `path:line:col: message`.
async function checkFolder(siteUid: string, folder: ReturnType<typeof readFolder>, publish: boolean): Promise<CheckedFolder> {
  const out: CheckedFolder = { problems: folder.problems.map((p) => `${p.path}:${p.line}:${p.column}: ${p.message}`), templates: [], bits: [], redirects: [] };
  const issue = (path: string, err: z.ZodError) => out.problems.push(`${path}:1:1: ${err.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')}`);
  for (const t of folder.templates) {
    const parsed = CreateTemplateBody.safeParse({ title: t.title, type: t.type, permalink: t.type === 'email' ? null : t.permalink, body: t.body });
    if (!parsed.success) {
      issue(t.path, parsed.error);
      continue;
    }
    out.templates.push({ ...t, ...parsed.data });
    // docs/behaviours.md#B-live-parses: what goes live parses, assets included (they render at their permalink), as a save checks it.
    if (publish && t.published) {
      const errors = await parseErrors(siteUid, t.body, t.type);
      for (const e of errors) out.problems.push(`${t.path}:${(e.line ?? 1) + t.bodyLine - 1}:${e.column ?? 1}: ${e.message}`);
    }
  }
  for (const b of folder.bits) {
    const parsed = CreateBitBody.safeParse(b);
    if (parsed.success) out.bits.push(parsed.data);
    else issue(`bits.json ${b.name}`, parsed.error);
  }
  for (const r of folder.redirects) {
    const parsed = CreateRedirectBody.safeParse(r);
    if (parsed.success) out.redirects.push(parsed.data);
    else issue(`redirects.json ${r.from}`, parsed.error);
  }
  return out;
}

export async function importTheme(siteUid: string, authorUid: string, body: z.output<typeof ImportThemeBody>): Promise<ImportedThemeView> {
  const folder = await checkFolder(siteUid, readFolder(await unpack(siteUid, body.archive)), body.publish);
  const { problems } = folder;
  if (problems.length) throw new AppError('invalid', `archive: nothing was imported; ${problems.length} problem(s), the first: ${problems[0]}`, undefined, { problems: problems.slice(0, 100) });
  // In bounded batches, all or nothing (lib/domains/content/themes/import-writes.ts); the site's caches retire either way,
  // since what was written meanwhile moved its numbers.
  let counts: Awaited<ReturnType<typeof writeImport>>;
  try {
    counts = await refuseDuplicates(() => writeImport(siteUid, authorUid, folder, body.publish), {
      [UNIQUE.templatePermalink]: () => invalid('archive: nothing was imported; a published template of the archive takes a path another template of this site holds'),
    });
  } finally {
    await siteChanged(siteUid);
  }
  return { templates: counts, bits: body.publish ? folder.bits.length : 0, redirects: body.publish ? folder.redirects.length : 0, published: body.publish };
}
