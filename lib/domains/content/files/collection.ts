import { desc, eq, like } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { files } from '@/db/schema';
import { fileView } from '@/lib/domains/content/files/operations';
import type { CollectionSource } from '@/lib/shared/content/collection-source';

// Published records only (drafts wait for a role-2+ member: docs/behaviours.md#B-file-drafts). `mime: "image"` matches image/*.
export const filesSource: CollectionSource = async (siteUid, o) => {
  const db = await getDb();
  const mime = typeof o.mime === 'string' ? o.mime.replace(/[%_\\]/g, '') : undefined;
  const rows = await db
    .select()
    .from(files)
    .where(inSite(files, siteUid, eq(files.published, true), mime ? like(files.mime, `${mime}%`) : undefined))
    .orderBy(desc(files.createdAt))
    .limit(o.limit)
    .offset(o.offset);
  return rows.map(({ ownerUid: _owner, ...f }) => fileView({ ...f, ownerUid: null }));
};
