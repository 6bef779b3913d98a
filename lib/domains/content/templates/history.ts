import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { templateVersions } from '@/db/schema';
import type { Caller } from '@/lib/domains/accounts/auth/access';
import { notFound } from '@/lib/shared/errors';
import { requireTemplateChange, updateTemplate } from './operations';
import { liveTemplate } from './reads';
import { TEMPLATE_HISTORY_SIZE } from './limits';
import { TEMPLATE_TYPES, type RestoreTemplateBody, type TemplateVersionSummary, type TemplateVersionView, type TemplateView } from './schemas';

export { TEMPLATE_HISTORY_SIZE } from './limits';

const summaryColumns = {
  version: templateVersions.version,
  title: templateVersions.title,
  permalink: templateVersions.permalink,
  type: templateVersions.type,
  published: templateVersions.published,
  authorUid: templateVersions.authorUid,
  createdAt: templateVersions.createdAt,
  size: sql<number>`octet_length(${templateVersions.body})::int`,
};

type SummaryRow = Omit<TemplateVersionSummary, 'createdAt'> & { createdAt: Date };

const summary = (r: SummaryRow): TemplateVersionSummary => ({
  version: r.version,
  title: r.title,
  permalink: r.permalink,
  type: r.type,
  published: r.published,
  authorUid: r.authorUid,
  createdAt: r.createdAt.toISOString(),
  size: Number(r.size),
});

// History is as private as editing (requireTemplateChange: role 3+, or its author while a member and
// while it is a draft): the current body is public, past ones may hold what was deliberately removed.
// A deleted template has no readable history.
async function editableTemplate(caller: Caller, siteUid: string, uid: string) {
  const row = await liveTemplate(siteUid, uid);
  if (!row) throw notFound('Template');
  requireTemplateChange(caller, row);
  return row;
}

// Both the site and the template filter every read: a uid of another site's template finds nothing.
const ofTemplate = (siteUid: string, uid: string) => inSite(templateVersions, siteUid, eq(templateVersions.templateUid, uid));

export async function listTemplateVersions(caller: Caller, siteUid: string, uid: string): Promise<TemplateVersionSummary[]> {
  await editableTemplate(caller, siteUid, uid);
  const db = await getDb();
  const rows = await db.select(summaryColumns).from(templateVersions).where(ofTemplate(siteUid, uid)).orderBy(desc(templateVersions.version)).limit(TEMPLATE_HISTORY_SIZE);
  return rows.map(summary);
}

async function versionRow(siteUid: string, uid: string, version: number) {
  const db = await getDb();
  const [row] = await db
    .select({ ...summaryColumns, body: templateVersions.body })
    .from(templateVersions)
    .where(and(ofTemplate(siteUid, uid), eq(templateVersions.version, version)))
    .limit(1);
  if (!row) throw notFound('Template version');
  return row;
}

export async function readTemplateVersion(caller: Caller, siteUid: string, uid: string, version: number): Promise<TemplateVersionView> {
  await editableTemplate(caller, siteUid, uid);
  const row = await versionRow(siteUid, uid, version);
  return { ...summary(row), body: row.body };
}

// A restore is an ordinary save of the old fields: a new version, the publishing rule of the caller's
// role, 409 on a stale base, 422 when a published template now holds the old permalink.
export async function restoreTemplateVersion(caller: Caller, siteUid: string, uid: string, version: number, body: z.output<typeof RestoreTemplateBody>): Promise<TemplateView> {
  await editableTemplate(caller, siteUid, uid);
  const old = await versionRow(siteUid, uid, version);
  // Types stored before the enum existed are left as they are rather than refused.
  const type = TEMPLATE_TYPES.find((t) => t === old.type);
  return updateTemplate(caller, siteUid, uid, { title: old.title, permalink: old.permalink, type, body: old.body, baseVersion: body.baseVersion });
}
