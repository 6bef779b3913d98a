import { createHash } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { BatchesUndone, phase, runBatches, type Tx } from '@/db/batches';
import { getDb } from '@/db/client';
import { bits, redirects, templates, templateVersions } from '@/db/schema';
import { AppError } from '@/lib/shared/errors';
import { newUid } from '@/lib/shared/ids';
import type { CreateBitBody } from '@/lib/domains/content/bits/schemas';
import type { CreateRedirectBody } from '@/lib/domains/content/redirects/api';
import type { CreateTemplateBody } from '@/lib/domains/content/templates/schemas';
import type { FolderTemplate } from '@/lib/shared/theme-folder/format.mjs';

// The write path of a theme import (lib/domains/content/themes/archive.ts checks the archive first): what each
// template of the folder does to the site is decided up front from one read of the site's templates,
// as the import once decided it statement by statement, then written in bounded batches (db/batches.ts),
// each batch one multi-row statement per kind of record, undone as a whole when a later batch fails.

export interface CheckedFolder {
  problems: string[];
  templates: (FolderTemplate & z.output<typeof CreateTemplateBody>)[];
  bits: z.output<typeof CreateBitBody>[];
  redirects: z.output<typeof CreateRedirectBody>[];
}

export type TemplateCounts = { created: number; updated: number; unchanged: number };

// How many of the site's templates one read takes (bodies as digests: the plan compares, never copies).
const READ_PAGE = 1_000;
// The trigger of 0008_template-versions.sql keeps this many versions of a template.
const HISTORY_KEPT = 20;

const digest = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

// A live template as the plan sees it: the site's as read, or one the import creates.
interface Known {
  uid: string;
  title: string;
  type: string;
  permalink: string | null;
  published: boolean;
  bodyMd5: string;
  draftMd5: string | null;
  order: number;
  // The import's create of it, when it is new.
  create?: NewTemplate;
}

interface NewTemplate {
  uid: string;
  title: string;
  type: string;
  permalink: string | null;
  body: string;
  published: boolean;
  draftBody?: string | null;
}

// A change to an existing template: `full` overwrites its record, `draftBody` (when set) becomes its
// draft beside the live body; both when two files of the folder change the same record.
interface Change {
  uid: string;
  full?: { title: string; permalink: string | null; body: string; published: boolean };
  draftBody?: string | null;
}

type Write = { kind: 'create'; row: NewTemplate } | { kind: 'change'; change: Change };

async function liveTemplates(siteUid: string): Promise<Known[]> {
  const db = await getDb();
  const out: Known[] = [];
  for (let after = ''; ;) {
    const page = await db
      .select({
        uid: templates.uid,
        title: templates.title,
        type: templates.type,
        permalink: templates.permalink,
        published: templates.published,
        createdAt: templates.createdAt,
        bodyMd5: sql<string>`md5(${templates.body})`,
        draftMd5: sql<string | null>`md5(${templates.draftBody})`,
      })
      .from(templates)
      .where(and(eq(templates.siteUid, siteUid), isNull(templates.deletedAt), gt(templates.uid, after)))
      .orderBy(asc(templates.uid))
      .limit(READ_PAGE);
    for (const r of page) out.push({ ...r, order: r.createdAt.getTime() });
    if (page.length < READ_PAGE) break;
    after = page.at(-1)!.uid;
  }
  return out;
}

// The site's templates by type and title, and by path, kept current as the plan changes them.
class Lookup {
  private byTitle = new Map<string, Known[]>();
  private byPath = new Map<string, Known[]>();
  constructor(known: Known[]) {
    for (const k of known) this.add(k);
  }
  add(k: Known) {
    push(this.byTitle, `${k.type}\0${k.title}`, k);
    if (k.permalink !== null) push(this.byPath, k.permalink, k);
  }
  change(k: Known, next: Partial<Known>) {
    remove(this.byTitle, `${k.type}\0${k.title}`, k);
    if (k.permalink !== null) remove(this.byPath, k.permalink, k);
    Object.assign(k, next);
    this.add(k);
  }
  // Published first, then the oldest: the record a lookup by title found.
  byTitleOf = (type: string, title: string, draftsOnly: boolean) => first(this.byTitle.get(`${type}\0${title}`), (k) => !draftsOnly || !k.published);
  livePageAt = (permalink: string) => first(this.byPath.get(permalink), (k) => k.published);
}
const push = (map: Map<string, Known[]>, key: string, k: Known) => void (map.get(key) ?? map.set(key, []).get(key)!).push(k);
const remove = (map: Map<string, Known[]>, key: string, k: Known) => {
  const list = map.get(key);
  if (list) list.splice(list.indexOf(k), 1);
};
const first = (list: Known[] | undefined, match: (k: Known) => boolean) =>
  list?.filter(match).reduce<Known | undefined>((best, k) => (!best || Number(k.published) > Number(best.published) || (k.published === best.published && k.order < best.order) ? k : best), undefined);

// What the import does to each template, decided as writing them one by one in the folder's order did:
// the live record of the same type and title changes (its live body, or with `publish: false` its draft
// beside the live body), else for a page going live the live page on its path (a new site's own /index
// takes the archive's home page), else a new record is made.
function plan(known: Known[], folder: CheckedFolder['templates'], publish: boolean): { writes: Write[]; counts: TemplateCounts } {
  const counts: TemplateCounts = { created: 0, updated: 0, unchanged: 0 };
  const lookup = new Lookup(known);
  const changes = new Map<string, Change>();
  const writes: Write[] = [];
  let order = Math.max(0, ...known.map((k) => k.order)) + 1;
  for (const t of folder) {
    const published = publish && t.published;
    const permalink = t.permalink ?? null;
    let existing = lookup.byTitleOf(t.type, t.title, !t.published);
    if (!existing && published && permalink) existing = lookup.livePageAt(permalink);
    const bodyMd5 = digest(t.body);
    if (!existing) {
      const row: NewTemplate = { uid: newUid(), title: t.title, type: t.type, permalink, body: t.body, published };
      lookup.add({ uid: row.uid, title: row.title, type: row.type, permalink, published, bodyMd5, draftMd5: null, order: order++, create: row });
      writes.push({ kind: 'create', row });
      counts.created++;
      continue;
    }
    const live = existing.published && !published;
    const same = live
      ? existing.draftMd5 === bodyMd5 || (existing.draftMd5 === null && existing.bodyMd5 === bodyMd5)
      : existing.title === t.title && existing.bodyMd5 === bodyMd5 && existing.permalink === permalink && existing.published === published;
    if (same) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    const full = { title: t.title, permalink, body: t.body, published };
    lookup.change(existing, live ? { draftMd5: bodyMd5 } : { title: t.title, bodyMd5, permalink, published, draftMd5: null });
    // A template the import creates takes the change in its create (as its row would have been updated).
    if (existing.create) {
      Object.assign(existing.create, live ? { draftBody: t.body } : { ...full, draftBody: null });
      continue;
    }
    let change = changes.get(existing.uid);
    if (!change) {
      change = { uid: existing.uid };
      changes.set(existing.uid, change);
      writes.push({ kind: 'change', change });
    }
    if (live) change.draftBody = t.body;
    else Object.assign(change, { full, draftBody: null });
  }
  return { writes, counts };
}

type TemplateRow = typeof templates.$inferSelect;
type HistoryRow = typeof templateVersions.$inferSelect;
interface TemplatesUndo {
  created: string[];
  // The changed rows as they were, and the history rows the change's new version pruned.
  before: TemplateRow[];
  pruned: HistoryRow[];
}

// One batch of template writes: the changed rows read and locked as they are, then one statement that
// inserts the new rows and overwrites the changed ones (an upsert on the uid), one history row each.
async function writeTemplates(tx: Tx, siteUid: string, authorUid: string, batch: Write[]): Promise<TemplatesUndo> {
  const changes = batch.flatMap((w) => (w.kind === 'change' ? [w.change] : []));
  const before = changes.length
    ? await tx
        .select()
        .from(templates)
        .where(
          and(
            eq(templates.siteUid, siteUid),
            isNull(templates.deletedAt),
            inArray(
              templates.uid,
              changes.map((c) => c.uid),
            ),
          ),
        )
        .for('update')
    : [];
  const pruned = before.length
    ? await tx
        .select({ ...historyColumns })
        .from(templateVersions)
        .where(or(...before.map((b) => and(eq(templateVersions.siteUid, siteUid), eq(templateVersions.templateUid, b.uid), lte(templateVersions.version, b.version + 1 - HISTORY_KEPT)))))
    : [];
  const now = new Date();
  const prior = new Map(before.map((b) => [b.uid, b]));
  const rows: (typeof templates.$inferInsert)[] = [];
  for (const w of batch) {
    if (w.kind === 'create') {
      rows.push({ ...w.row, siteUid, authorUid, editedByUid: authorUid, version: 1, createdAt: now, updatedAt: now });
      continue;
    }
    // Deleted since the plan read it: nothing to change.
    const was = prior.get(w.change.uid);
    if (!was) continue;
    const { full, draftBody } = w.change;
    rows.push({ ...was, ...full, ...(draftBody === undefined ? {} : { draftBody }), version: was.version + 1, editedByUid: authorUid, updatedAt: now });
  }
  if (rows.length) await tx.insert(templates).values(rows).onConflictDoUpdate({ target: templates.uid, set: overwrite });
  return { created: batch.flatMap((w) => (w.kind === 'create' ? [w.row.uid] : [])), before, pruned };
}

const historyColumns = {
  siteUid: templateVersions.siteUid,
  templateUid: templateVersions.templateUid,
  version: templateVersions.version,
  title: templateVersions.title,
  permalink: templateVersions.permalink,
  type: templateVersions.type,
  body: templateVersions.body,
  published: templateVersions.published,
  authorUid: templateVersions.authorUid,
  createdAt: templateVersions.createdAt,
};

// What an upsert of a whole row sets on the row it meets (every column a write may change).
const overwrite = {
  title: sql`excluded.title`,
  permalink: sql`excluded.permalink`,
  body: sql`excluded.body`,
  draftBody: sql`excluded.draft_body`,
  published: sql`excluded.published`,
  version: sql`excluded.version`,
  editedByUid: sql`excluded.edited_by_uid`,
  updatedAt: sql`excluded.updated_at`,
};

// Undoes one batch: its new rows deleted (their history goes with them), its changed rows put back as
// they were with their history, unless someone saved them since (their version moved on: left as
// saved).
async function undoTemplates(tx: Tx, siteUid: string, undo: TemplatesUndo): Promise<void> {
  if (undo.created.length) await tx.delete(templates).where(and(eq(templates.siteUid, siteUid), inArray(templates.uid, undo.created)));
  if (!undo.before.length) return;
  const ours = new Set(
    (
      await tx
        .select({ uid: templates.uid, version: templates.version })
        .from(templates)
        .where(
          and(
            eq(templates.siteUid, siteUid),
            inArray(
              templates.uid,
              undo.before.map((b) => b.uid),
            ),
          ),
        )
        .for('update')
    )
      .filter((r) => undo.before.some((b) => b.uid === r.uid && b.version + 1 === r.version))
      .map((r) => r.uid),
  );
  const restore = undo.before.filter((b) => ours.has(b.uid));
  if (!restore.length) return;
  // The import's version and the one before go; putting the row back writes the one before again.
  const history = (b: TemplateRow): SQL => and(eq(templateVersions.siteUid, siteUid), eq(templateVersions.templateUid, b.uid), gte(templateVersions.version, b.version)) as SQL;
  await tx.delete(templateVersions).where(or(...restore.map(history)));
  await tx.insert(templates).values(restore).onConflictDoUpdate({ target: templates.uid, set: overwrite });
  const pruned = undo.pruned.filter((h) => ours.has(h.templateUid));
  if (pruned.length) await tx.insert(templateVersions).values(pruned).onConflictDoNothing();
}

type BitRow = typeof bits.$inferSelect;
type RedirectRow = typeof redirects.$inferSelect;
interface KeyedUndo<Row> {
  keys: string[];
  before: Row[];
}

// The last of each key wins, as writing them one by one did.
const lastOfEach = <T>(items: readonly T[], key: (item: T) => string): T[] => [...new Map(items.map((i) => [key(i), i])).values()];

async function writeBits(tx: Tx, siteUid: string, authorUid: string, batch: CheckedFolder['bits']): Promise<KeyedUndo<BitRow>> {
  const keys = batch.map((b) => b.name);
  const before = await tx
    .select()
    .from(bits)
    .where(and(eq(bits.siteUid, siteUid), inArray(bits.name, keys)))
    .for('update');
  const now = new Date();
  await tx
    .insert(bits)
    .values(batch.map((b) => ({ uid: newUid(), siteUid, name: b.name, value: b.value, authorUid })))
    .onConflictDoUpdate({ target: [bits.siteUid, bits.name], set: { value: sql`excluded.value`, updatedAt: now } });
  return { keys, before };
}

async function undoBits(tx: Tx, siteUid: string, undo: KeyedUndo<BitRow>): Promise<void> {
  await tx.delete(bits).where(and(eq(bits.siteUid, siteUid), inArray(bits.name, undo.keys)));
  if (undo.before.length) await tx.insert(bits).values(undo.before);
}

async function writeRedirects(tx: Tx, siteUid: string, batch: CheckedFolder['redirects']): Promise<KeyedUndo<RedirectRow>> {
  const keys = batch.map((r) => r.from);
  const before = await tx
    .select()
    .from(redirects)
    .where(and(eq(redirects.siteUid, siteUid), inArray(redirects.from, keys)))
    .for('update');
  const now = new Date();
  await tx
    .insert(redirects)
    .values(batch.map((r) => ({ siteUid, from: r.from, to: r.to, status: r.status })))
    .onConflictDoUpdate({ target: [redirects.siteUid, redirects.from], set: { to: sql`excluded.to`, status: sql`excluded.status`, updatedAt: now } });
  return { keys, before };
}

async function undoRedirects(tx: Tx, siteUid: string, undo: KeyedUndo<RedirectRow>): Promise<void> {
  if (!undo.before.length) {
    await tx.delete(redirects).where(and(eq(redirects.siteUid, siteUid), inArray(redirects.from, undo.keys)));
    return;
  }
  const kept = new Set(undo.before.map((r) => r.from));
  const added = undo.keys.filter((k) => !kept.has(k));
  if (added.length) await tx.delete(redirects).where(and(eq(redirects.siteUid, siteUid), inArray(redirects.from, added)));
  // Put back by key (the id is the database's own).
  await tx
    .insert(redirects)
    .values(undo.before.map((r) => ({ siteUid, from: r.from, to: r.to, status: r.status, createdAt: r.createdAt, updatedAt: r.updatedAt })))
    .onConflictDoUpdate({ target: [redirects.siteUid, redirects.from], set: { to: sql`excluded.to`, status: sql`excluded.status`, updatedAt: sql`excluded.updated_at` } });
}

const templateBytes = (w: Write) => (w.kind === 'create' ? w.row.body.length : (w.change.full?.body.length ?? 0) + (w.change.draftBody?.length ?? 0));

// Writes the checked folder to the site in batches; a batch that fails undoes the ones before it and
// throws its error (or a 503 when the undo itself failed). Bits and redirects have no drafts: they
// change the live site, so only a publishing import writes them.
export async function writeImport(siteUid: string, authorUid: string, folder: CheckedFolder, publish: boolean): Promise<TemplateCounts> {
  const { writes, counts } = plan(await liveTemplates(siteUid), folder.templates, publish);
  const phases = [phase({ name: 'templates', items: writes, bytesOf: templateBytes, write: (tx, b) => writeTemplates(tx, siteUid, authorUid, b), undo: (tx, u) => undoTemplates(tx, siteUid, u) })];
  if (publish) {
    phases.push(
      phase({
        name: 'bits',
        items: lastOfEach(folder.bits, (b) => b.name),
        bytesOf: (b) => JSON.stringify(b.value).length,
        write: (tx, b) => writeBits(tx, siteUid, authorUid, b),
        undo: (tx, u) => undoBits(tx, siteUid, u),
      }),
      phase({ name: 'redirects', items: lastOfEach(folder.redirects, (r) => r.from), write: (tx, b) => writeRedirects(tx, siteUid, b), undo: (tx, u) => undoRedirects(tx, siteUid, u) }),
    );
  }
  try {
    await runBatches({ job: 'theme import', siteUid }, phases);
  } catch (err) {
    if (!(err instanceof BatchesUndone)) throw err;
    if (!err.undone)
      throw new AppError('unavailable', 'archive: the import failed midway and part of it could not be undone; import the archive again to complete it, or try again in a few seconds', 5);
    throw err.original;
  }
  return counts;
}
