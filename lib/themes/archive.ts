import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite, liveInSite } from '@/db/scope';
import { bits, redirects, templates } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { siteChanged } from '@/lib/cache/generation';
import { CreateBitBody } from '@/lib/bits/schemas';
import { AppError, invalid } from '@/lib/errors';
import { newUid } from '@/lib/ids';
import { CreateRedirectBody } from '@/lib/redirects/schemas';
import { CreateTemplateBody } from '@/lib/templates/schemas';
import { parseErrors } from '@/lib/templates/publish-check';
import { folderFiles, readFolder, type FolderTemplate } from '@/lib/theme-folder/format.mjs';
import type { ImportThemeBody, ImportedThemeView } from './schemas';

// Whole-theme export and import: a site's templates, bits and redirects as one zip of the theme folder
// (lib/theme-folder/format.mjs), the same files the CLI pulls and pushes.

// An archive is small text; these bound what one import may make the server inflate and write.
export const ARCHIVE_LIMITS = { files: 2_000, fileBytes: 512 * 1024, totalBytes: 16 * 1024 * 1024 } as const;

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

// The archive's files, refused before inflating anything past the limits (sizes as the zip declares
// them; fflate inflates into a buffer of the declared size, so a lying entry cannot grow past it).
function unpack(archive: string): Record<string, string> {
  let count = 0;
  let total = 0;
  let refusal: string | null = null;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(Buffer.from(archive, 'base64'), {
      filter: (f) => {
        if (f.name.endsWith('/')) return false;
        count++;
        total += f.originalSize;
        if (count > ARCHIVE_LIMITS.files) refusal = `archive: more than ${ARCHIVE_LIMITS.files} files`;
        else if (f.originalSize > ARCHIVE_LIMITS.fileBytes) refusal = `archive: ${f.name} is larger than ${ARCHIVE_LIMITS.fileBytes} bytes`;
        else if (total > ARCHIVE_LIMITS.totalBytes) refusal = `archive: more than ${ARCHIVE_LIMITS.totalBytes} bytes unpacked`;
        return refusal === null;
      },
    });
  } catch {
    throw invalid('archive: not a zip archive (base64 of the bytes GET /api/v1/themes/export answers)');
  }
  if (refusal) throw invalid(refusal);
  const files: Record<string, string> = {};
  // A folder zipped with its top directory (theme/pages/…) reads the same as one zipped from inside.
  const names = Object.keys(entries);
  const top = names.length && names.every((n) => n.includes('/') && n.split('/')[0] === names[0]!.split('/')[0]) && !names.includes('theme.json') ? `${names[0]!.split('/')[0]}/` : '';
  for (const [name, bytes] of Object.entries(entries)) files[name.slice(top.length)] = strFromU8(bytes);
  return files;
}

interface CheckedFolder {
  problems: string[];
  templates: (FolderTemplate & z.output<typeof CreateTemplateBody>)[];
  bits: z.output<typeof CreateBitBody>[];
  redirects: z.output<typeof CreateRedirectBody>[];
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
    // CONTRACT 3a: what goes live parses, assets included (they render at their permalink), as a save checks it.
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

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

// One template of the folder onto the site: the live record of the same type and title changes (its
// live body, or with `publish: false` its draft beside the live body), or a new record is made.
async function writeTemplate(tx: Tx, siteUid: string, t: CheckedFolder['templates'][number], publish: boolean, authorUid: string): Promise<'created' | 'updated' | 'unchanged'> {
  const published = publish && t.published;
  const find = (...where: SQL[]) =>
    tx
      .select()
      .from(templates)
      .where(liveInSite(templates, siteUid, ...where))
      .orderBy(sql`${templates.published} desc`, asc(templates.createdAt))
      .limit(1);
  // The same type and title (a draft of the folder: a draft of the site, so a theme applied as drafts
  // beside the live one comes back as it was); else, for a page going live, the live page on its path
  // (a new site's own /index takes the archive's home page).
  let [existing] = await find(eq(templates.type, t.type), eq(templates.title, t.title), ...(t.published ? [] : [eq(templates.published, false)]));
  if (!existing && published && t.permalink) [existing] = await find(eq(templates.published, true), eq(templates.permalink, t.permalink));
  if (!existing) {
    await tx.insert(templates).values({ uid: newUid(), siteUid, title: t.title, type: t.type, permalink: t.permalink ?? null, body: t.body, published, authorUid, editedByUid: authorUid });
    return 'created';
  }
  const live = existing.published && !published;
  const same = live
    ? existing.draftBody === t.body || (existing.draftBody === null && existing.body === t.body)
    : existing.title === t.title && existing.body === t.body && existing.permalink === (t.permalink ?? null) && existing.published === published;
  if (same) return 'unchanged';
  await tx
    .update(templates)
    .set(
      live
        ? { draftBody: t.body, version: sql`${templates.version} + 1`, editedByUid: authorUid, updatedAt: new Date() }
        : { title: t.title, body: t.body, permalink: t.permalink ?? null, published, draftBody: null, version: sql`${templates.version} + 1`, editedByUid: authorUid, updatedAt: new Date() },
    )
    .where(and(eq(templates.siteUid, siteUid), eq(templates.uid, existing.uid)));
  return 'updated';
}

export async function importTheme(siteUid: string, authorUid: string, body: z.output<typeof ImportThemeBody>): Promise<ImportedThemeView> {
  const folder = await checkFolder(siteUid, readFolder(unpack(body.archive)), body.publish);
  const { problems } = folder;
  if (problems.length) throw new AppError('invalid', `archive: nothing was imported; ${problems.length} problem(s), the first: ${problems[0]}`, undefined, { problems: problems.slice(0, 100) });
  const db = await getDb();
  const counts = { created: 0, updated: 0, unchanged: 0 };
  await refuseDuplicates(
    () =>
      db.transaction(async (tx) => {
        for (const t of folder.templates) counts[await writeTemplate(tx, siteUid, t, body.publish, authorUid)]++;
        // Bits and redirects have no drafts: they change the live site, so only a publishing import writes them.
        if (!body.publish) return;
        for (const b of folder.bits)
          await tx
            .insert(bits)
            .values({ uid: newUid(), siteUid, name: b.name, value: b.value, authorUid })
            .onConflictDoUpdate({ target: [bits.siteUid, bits.name], set: { value: b.value, updatedAt: new Date() } });
        for (const r of folder.redirects)
          await tx
            .insert(redirects)
            .values({ siteUid, from: r.from, to: r.to, status: r.status })
            .onConflictDoUpdate({ target: [redirects.siteUid, redirects.from], set: { to: r.to, status: r.status, updatedAt: new Date() } });
      }),
    { [UNIQUE.templatePermalink]: () => invalid('archive: nothing was imported; a published template of the archive takes a path another template of this site holds') },
  );
  await siteChanged(siteUid);
  return { templates: counts, bits: body.publish ? folder.bits.length : 0, redirects: body.publish ? folder.redirects.length : 0, published: body.publish };
}
