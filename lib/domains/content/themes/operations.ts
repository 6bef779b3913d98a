import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { sites, templates } from '@/db/schema';
import { siteChanged } from '@/lib/shared/cache/generation';
import { newUid } from '@/lib/shared/ids';
import { themeNamed, type Theme } from './catalogue';
import type { AppliedThemeView } from './schemas';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// The theme's template records, written by the caller's transaction in one statement: a record the
// database refuses (a path taken twice) leaves none of them, nor anything else of that transaction.
// `published: false` writes drafts, which claim no path and are never rendered (docs/behaviours.md#B-template-drafts).
export async function writeThemeTemplates(tx: Tx, siteUid: string, theme: Theme, opts: { published: boolean; authorUid: string | null }) {
  return tx
    .insert(templates)
    .values(
      theme.templates.map((t) => ({
        uid: newUid(),
        siteUid,
        title: t.title,
        permalink: t.permalink,
        type: t.type,
        body: t.body,
        published: opts.published,
        authorUid: opts.authorUid,
        editedByUid: opts.authorUid,
      })),
    )
    .returning({ uid: templates.uid, title: templates.title, type: templates.type, permalink: templates.permalink });
}

// The settings a new site starts with: the theme's, and which theme it was (the overview's checklist).
export const themeSettings = (theme: Theme): Record<string, unknown> => ({ ...theme.settings, theme: theme.name });

// Applies a theme to an existing site as drafts to review: every record is new and unpublished, so
// the live site does not change (no live record is overwritten, no path claimed). The site remembers
// the theme picked. One transaction: drafts and the setting together, or nothing.
export async function applyThemeAsDrafts(siteUid: string, authorUid: string | null, name: string): Promise<AppliedThemeView> {
  const theme = await themeNamed(name);
  const db = await getDb();
  const live = await db
    .select({ uid: templates.uid, title: templates.title, type: templates.type, permalink: templates.permalink })
    .from(templates)
    .where(liveInSite(templates, siteUid, eq(templates.published, true)));
  const drafts = await db.transaction(async (tx) => {
    const written = await writeThemeTemplates(tx, siteUid, theme, { published: false, authorUid });
    await tx
      .update(sites)
      .set({ settings: sql`${sites.settings} || ${JSON.stringify({ theme: theme.name })}::jsonb`, updatedAt: new Date() })
      .where(eq(sites.uid, siteUid));
    return written;
  });
  await siteChanged(siteUid);
  // What each draft would take the place of: the live record on its path, or of its title for a
  // layout or partial (they are looked up by title).
  const replaced = (d: (typeof drafts)[number]) => live.find((l) => (d.permalink ? l.permalink === d.permalink : !l.permalink && l.title === d.title && l.type === d.type))?.uid ?? null;
  return { theme: theme.name, drafts: drafts.map((d) => ({ ...d, replaces: replaced(d) })) };
}
