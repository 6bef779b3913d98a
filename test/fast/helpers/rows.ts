// Reads for assertions on what an operation left behind that no operation answers (the outbox).
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { outbox } from '@/db/schema';

export async function outboxOf(siteUid: string) {
  const db = await getDb();
  return db.select({ id: outbox.id, kind: outbox.kind, topic: outbox.topic, messageId: outbox.messageId }).from(outbox).where(eq(outbox.siteUid, siteUid)).orderBy(asc(outbox.id));
}
