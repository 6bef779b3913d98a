import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { imageVariants, sites } from '@/db/schema';
import { log } from '@/lib/shared/server-log';
import { variantFolderOf, variantsRoot } from './local-store';
import { withSiteLock } from './quota';

// Start-up, local store: the image variants on disk and their counts (image_variants) agree again.
// A variant is counted before its file is placed and its file is taken away when the count fails, so
// they disagree only after a crash in between, or for variants stored before they were counted (the
// old per-version folders, never read now): files no row names are deleted, rows whose file is gone
// stop counting. Only what is older than GRACE_MS, so a variant another instance is placing is left.
const GRACE_MS = 10 * 60_000;

interface Found {
  file: string;
  rel: string;
  mtimeMs: number;
}

async function filesUnder(dir: string): Promise<Found[]> {
  const found: Found[] = [];
  for (const entry of await fs.promises.readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const parent = (entry as fs.Dirent & { parentPath?: string; path?: string }).parentPath ?? (entry as fs.Dirent & { path?: string }).path ?? dir;
    const file = path.join(parent, entry.name);
    const stat = await fs.promises.stat(/*turbopackIgnore: true*/ file).catch(() => null);
    if (stat) found.push({ file, rel: path.relative(dir, file).split(path.sep).join('/'), mtimeMs: stat.mtimeMs });
  }
  return found;
}

async function sweepVariants(now = Date.now()): Promise<{ files: number; rows: number }> {
  const root = variantsRoot();
  let dirs: fs.Dirent[];
  try {
    dirs = await fs.promises.readdir(/*turbopackIgnore: true*/ root, { withFileTypes: true });
  } catch {
    return { files: 0, rows: 0 };
  }
  const db = await getDb();
  const known = new Set((await db.select({ uid: sites.uid }).from(sites)).map((r) => r.uid));
  const swept = { files: 0, rows: 0 };
  for (const dir of dirs) {
    if (!dir.isDirectory()) continue;
    const siteDir = path.join(root, dir.name);
    // A deleted site's folder left behind (its rows went with the site).
    if (!known.has(dir.name)) {
      await fs.promises.rm(/*turbopackIgnore: true*/ siteDir, { recursive: true, force: true });
      continue;
    }
    const rows = await db
      .select({ key: imageVariants.key, version: imageVariants.version, name: imageVariants.name, createdAt: imageVariants.createdAt })
      .from(imageVariants)
      .where(eq(imageVariants.siteUid, dir.name));
    const counted = new Map(rows.map((r) => [`${variantFolderOf(r.key)}/${r.version}/${r.name}`, r]));
    const onDisk = new Set<string>();
    for (const f of await filesUnder(siteDir)) {
      onDisk.add(f.rel);
      if (counted.has(f.rel) || now - f.mtimeMs < GRACE_MS) continue;
      await fs.promises.rm(/*turbopackIgnore: true*/ f.file, { force: true });
      swept.files++;
    }
    const lost = [...counted].filter(([rel, r]) => !onDisk.has(rel) && now - r.createdAt.getTime() >= GRACE_MS);
    if (lost.length === 0) continue;
    await withSiteLock(dir.name, async (tx) => {
      for (const [rel, r] of lost) {
        // Placed again meanwhile (made once more under the lock): it counts.
        if (fs.existsSync(/*turbopackIgnore: true*/ path.join(siteDir, ...rel.split('/')))) continue;
        await tx.delete(imageVariants).where(and(eq(imageVariants.siteUid, dir.name), eq(imageVariants.key, r.key), eq(imageVariants.version, r.version), eq(imageVariants.name, r.name)));
        swept.rows++;
      }
    });
  }
  return swept;
}

// Start-up, in the background: a failure is reported and left for the next start.
export function sweepVariantsLater(): void {
  sweepVariants()
    .then(({ files, rows }) => {
      if (files + rows > 0) log.info(`storage: image variants swept: ${files} uncounted files deleted, ${rows} counts of missing files dropped`);
    })
    .catch((err: unknown) => log.warn(`storage: the image variants were not swept: ${err instanceof Error ? err.message : String(err)}`));
}
