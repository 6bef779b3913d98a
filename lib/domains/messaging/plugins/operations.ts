import { asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { pluginRuns, plugins } from '@/db/schema';
import { siteChanged } from '@/lib/shared/cache/generation';
import { invalid, notFound } from '@/lib/shared/errors';
import { newUid } from '@/lib/shared/ids';
import { type PageQuery, listPage, offsetOf } from '@/lib/shared/pagination';
import { PLUGIN_LIMITS, PLUGINS_PER_SITE } from './limits';
import { invokePlugin, versionOf } from './run';
import { refuseUncompilable } from './syntax';
import type { CreatePluginBody, RunPluginBody, UpdatePluginBody } from './schemas';

type PluginRow = typeof plugins.$inferSelect;
type RunRow = typeof pluginRuns.$inferSelect;

const view = (r: PluginRow) => ({
  uid: r.uid,
  name: r.name,
  code: r.code,
  hooks: r.hooks,
  timeoutMs: r.timeoutMs,
  memoryMb: r.memoryMb,
  enabled: r.enabled,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const runView = (r: RunRow) => ({ id: r.id, hook: r.hook, ok: r.ok, durationMs: r.durationMs, error: r.error, output: r.output ?? [], at: r.at.toISOString() });

export async function listPlugins(siteUid: string, q: PageQuery) {
  const db = await getDb();
  const where = inSite(plugins, siteUid);
  return listPage(
    q,
    // Creation order: the order their results merge in (a later plugin's key wins).
    db.select().from(plugins).where(where).orderBy(asc(plugins.createdAt), asc(plugins.uid)).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(plugins).where(where),
    view,
  );
}

async function row(siteUid: string, uid: string): Promise<PluginRow> {
  const db = await getDb();
  const [r] = await db
    .select()
    .from(plugins)
    .where(inSite(plugins, siteUid, eq(plugins.uid, uid)))
    .limit(1);
  if (!r) throw notFound('Plugin');
  return r;
}

export const readPlugin = async (siteUid: string, uid: string) => view(await row(siteUid, uid));

export async function createPlugin(siteUid: string, createdBy: string | null, body: z.output<typeof CreatePluginBody>) {
  const db = await getDb();
  const [existing] = await db.select({ n: count() }).from(plugins).where(inSite(plugins, siteUid));
  if ((existing?.n ?? 0) >= PLUGINS_PER_SITE) throw invalid(`a site has at most ${PLUGINS_PER_SITE} plugins: delete one first`);
  refuseUncompilable(body.code);
  const [r] = await db
    .insert(plugins)
    .values({
      siteUid,
      uid: newUid(),
      name: body.name,
      code: body.code,
      hooks: body.hooks,
      timeoutMs: body.timeoutMs ?? PLUGIN_LIMITS.timeoutMs.default,
      memoryMb: body.memoryMb ?? PLUGIN_LIMITS.memoryMb.default,
      enabled: body.enabled ?? true,
      createdBy,
    })
    .returning();
  await siteChanged(siteUid);
  return view(r!);
}

export async function updatePlugin(siteUid: string, uid: string, body: z.output<typeof UpdatePluginBody>) {
  await row(siteUid, uid);
  if (body.code !== undefined) refuseUncompilable(body.code);
  const db = await getDb();
  const [r] = await db
    .update(plugins)
    .set({ ...body, updatedAt: new Date() })
    .where(inSite(plugins, siteUid, eq(plugins.uid, uid)))
    .returning();
  if (!r) throw notFound('Plugin');
  await siteChanged(siteUid);
  return view(r);
}

export async function deletePlugin(siteUid: string, uid: string) {
  await row(siteUid, uid);
  const db = await getDb();
  await db.delete(plugins).where(inSite(plugins, siteUid, eq(plugins.uid, uid)));
  await siteChanged(siteUid);
}

// Invocations of one plugin, newest first (at most PLUGIN_RUNS_KEPT are kept).
export async function listPluginRuns(siteUid: string, uid: string, q: PageQuery) {
  await row(siteUid, uid);
  const db = await getDb();
  const where = inSite(pluginRuns, siteUid, eq(pluginRuns.pluginUid, uid));
  return listPage(q, db.select().from(pluginRuns).where(where).orderBy(desc(pluginRuns.id)).limit(q.page_size).offset(offsetOf(q)), db.select({ n: count() }).from(pluginRuns).where(where), runView);
}

// "Run with sample input": the stored plugin (enabled or not), one hook, now, logged like any run.
// Answers once its run row is written, so the log lists it.
export async function runPluginNow(siteUid: string, uid: string, body: z.output<typeof RunPluginBody>) {
  const plugin = versionOf(await row(siteUid, uid));
  const { outcome, recorded } = invokePlugin(siteUid, plugin, body.hook, body.event, true);
  const result = await outcome;
  await recorded;
  return { ok: result.ok, result: result.result ?? null, error: result.error, durationMs: result.durationMs, output: result.output };
}
