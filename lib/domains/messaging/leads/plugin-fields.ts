import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { liveInSite } from '@/db/scope';
import { leads } from '@/db/schema';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { MERGED_LEAD_DATA_BYTES } from '@/lib/domains/messaging/plugins/limits';

// What lead_received plugins returned, merged into the stored lead's data (a plugin's key wins over a
// submitted one). Refused as a whole, with a site log row, when the merged data would pass the cap.
export async function withPluginFields<L extends { uid: string; data: Record<string, unknown>; updatedAt: string }>(siteUid: string, lead: L, added: Record<string, unknown>): Promise<L> {
  if (Object.keys(added).length === 0) return lead;
  const data = { ...lead.data, ...added };
  if (Buffer.byteLength(JSON.stringify(data)) > MERGED_LEAD_DATA_BYTES) {
    void logEvent(siteUid, 'warn', 'plugin.lead_data', `lead_received plugins returned too much: the lead's data would pass ${MERGED_LEAD_DATA_BYTES} bytes, nothing was merged`, { lead: lead.uid });
    return lead;
  }
  const db = await getDb();
  const updatedAt = new Date();
  await db
    .update(leads)
    .set({ data, updatedAt })
    .where(and(liveInSite(leads, siteUid), eq(leads.uid, lead.uid)));
  return { ...lead, data, updatedAt: updatedAt.toISOString() };
}
