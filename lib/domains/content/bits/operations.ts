import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { bits } from '@/db/schema';
import { refuseDuplicates, UNIQUE } from '@/db/unique';
import { invalid, notFound } from '@/lib/shared/errors';
import { type PageQuery, listPage, offsetOf } from '@/lib/shared/pagination';
import { newUid } from '@/lib/shared/ids';
import { siteChanged } from '@/lib/shared/cache/generation';
import type { CreateBitBody, UpdateBitBody } from './schemas';

type BitRow = typeof bits.$inferSelect;
const view = (r: BitRow) => ({ uid: r.uid, name: r.name, value: r.value, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export async function listBits(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(bits, siteUid);
  return listPage(q, db.select().from(bits).where(where).orderBy(asc(bits.name)).limit(q.page_size).offset(offsetOf(q)), db.select({ n: count() }).from(bits).where(where), view);
}

// Bits are read by uid or by name (templates know them by name).
export async function readBit(siteUid: string, uidOrName: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(bits)
    .where(inSite(bits, siteUid, eq(bits.uid, uidOrName)))
    .limit(1);
  const found =
    row ??
    (
      await db
        .select()
        .from(bits)
        .where(inSite(bits, siteUid, eq(bits.name, uidOrName)))
        .limit(1)
    )[0];
  if (!found) throw notFound('Bit');
  return view(found);
}

// A name names one bit of a site: the database refuses a second (bits_site_name), also when two
// writes race.
const nameTaken = (name: string) => ({ [UNIQUE.bitName]: () => invalid(`name: a bit named ${name} already exists`) });

export async function createBit(siteUid: string, authorUid: string, body: z.output<typeof CreateBitBody>) {
  const db = await getDb();
  const [row] = await refuseDuplicates(() => db.insert(bits).values({ uid: newUid(), siteUid, name: body.name, value: body.value, authorUid }).returning(), nameTaken(body.name));
  await siteChanged(siteUid);
  return view(row!);
}

export async function updateBit(siteUid: string, uid: string, body: z.output<typeof UpdateBitBody>) {
  const current = await readBit(siteUid, uid);
  const db = await getDb();
  const [row] = await refuseDuplicates(
    () =>
      db
        .update(bits)
        .set({ ...(body.name ? { name: body.name } : {}), ...(body.value !== undefined ? { value: body.value } : {}), updatedAt: new Date() })
        .where(and(inSite(bits, siteUid), eq(bits.uid, current.uid)))
        .returning(),
    nameTaken(body.name ?? current.name),
  );
  await siteChanged(siteUid);
  return view(row!);
}

export async function deleteBit(siteUid: string, uid: string) {
  const current = await readBit(siteUid, uid);
  const db = await getDb();
  await db.delete(bits).where(inSite(bits, siteUid, eq(bits.uid, current.uid)));
  await siteChanged(siteUid);
}
