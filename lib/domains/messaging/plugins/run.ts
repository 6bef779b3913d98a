import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite } from '@/db/scope';
import { plugins } from '@/db/schema';
import { siteData, type SiteVersion } from '@/lib/shared/cache/site-data';
import { siteByUid } from '@/lib/shared/tenancy/site-lookup';
import { SANDBOX_LIMITS } from './limits';
import { recordRun } from './run-log';
import { runInSandbox, type SandboxOutcome } from './sandbox/pool';

// A stored plugin as the runner needs it. `key` names the version (site, uid, hash of the code): the
// sandbox keeps a warm runtime per key, so an edit never runs old code.
export interface PluginVersion {
  uid: string;
  name: string;
  code: string;
  key: string;
  hooks: readonly string[];
  timeoutMs: number;
  memoryMb: number;
}

type PluginRow = typeof plugins.$inferSelect;

export function versionOf(row: PluginRow): PluginVersion {
  const hash = createHash('sha256').update(row.code).digest('base64url').slice(0, 22);
  return { uid: row.uid, name: row.name, code: row.code, key: `${row.siteUid}/${row.uid}/${hash}`, hooks: row.hooks, timeoutMs: row.timeoutMs, memoryMb: row.memoryMb };
}

// The site's enabled plugins, in creation order, cached for the site's generation (a plugin write
// bumps it): a site without plugins pays one in-memory lookup per fired hook.
async function enabledPlugins(site: SiteVersion): Promise<readonly PluginVersion[]> {
  return siteData(site, 'plugins', async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(plugins)
      .where(inSite(plugins, site.uid, eq(plugins.enabled, true)))
      .orderBy(asc(plugins.createdAt), asc(plugins.uid));
    return rows.map(versionOf);
  });
}

export async function hasHookPlugins(site: SiteVersion, hook: string): Promise<boolean> {
  return (await enabledPlugins(site)).some((p) => p.hooks.includes(hook));
}

// How a caller waits for a hook's plugins. `waitMs`: at most this long (a page render): a run that has
// not started by then is dropped, one still running is stopped, and both are logged as failed runs.
export interface HookWait {
  waitMs?: number;
}

// Runs one hook function of one plugin and records the run (./run-log.ts). Never throws.
// `recorded` settles when the run's rows are written (`recordNow`: at once, not with the next batch).
export function invokePlugin(
  siteUid: string,
  plugin: PluginVersion,
  hook: string,
  event: Record<string, unknown>,
  recordNow = false,
  wait: HookWait = {},
): { outcome: Promise<SandboxOutcome>; recorded: Promise<void> } {
  const json = JSON.stringify(event);
  const outcome: Promise<SandboxOutcome> =
    Buffer.byteLength(json) > SANDBOX_LIMITS.eventBytes
      ? Promise.resolve({ ok: false, result: null, error: `the event is larger than ${SANDBOX_LIMITS.eventBytes} bytes of JSON`, durationMs: 0, wallMs: 0, queuedMs: 0, output: [] })
      : runInSandbox({
          siteUid,
          key: plugin.key,
          code: plugin.code,
          hook,
          event: json,
          timeoutMs: plugin.timeoutMs,
          memoryMb: plugin.memoryMb,
          ...(wait.waitMs === undefined ? {} : { waitMs: wait.waitMs }),
        });
  const recorded = outcome.then((run) =>
    recordRun(
      { siteUid, pluginUid: plugin.uid, pluginName: plugin.name, hook, ok: run.ok, durationMs: run.durationMs, wallMs: run.wallMs, queuedMs: run.queuedMs, error: run.error, output: run.output },
      recordNow,
    ),
  );
  return { outcome, recorded };
}

// The sandbox stops a run when its caller gives up; on a machine too busy to let the worker say so in
// time, the caller still goes on (null: no answer in time; the run is logged when it ends).
function withinMs<T>(p: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms + LATE_MARGIN_MS);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

// What a caller that waits `waitMs` allows beyond it for the sandbox's own answer.
const LATE_MARGIN_MS = 20;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Fires `hook` for a site: its enabled plugins that subscribe to it run in parallel, each within its
// own limits, and the plain objects they return are merged in plugin order (a later plugin's key
// wins). A failed plugin adds nothing (nor one that could not run within `wait`); the caller goes on
// either way.
export async function runHookPlugins(site: SiteVersion | string, hook: string, event: Record<string, unknown>, wait: HookWait = {}): Promise<Record<string, unknown>> {
  const ref = typeof site === 'string' ? await siteByUid(site) : site;
  if (!ref) return {};
  const subscribed = (await enabledPlugins(ref)).filter((p) => p.hooks.includes(hook));
  if (subscribed.length === 0) return {};
  const runs = subscribed.map((p) => invokePlugin(ref.uid, p, hook, event, false, wait));
  const outcomes = await Promise.all(runs.map((r) => (wait.waitMs === undefined ? r.outcome : withinMs(r.outcome, wait.waitMs))));
  const merged: Record<string, unknown> = {};
  for (const o of outcomes) {
    if (!o?.ok || !isPlainObject(o.result)) continue;
    // JSON.parse makes "__proto__" an own key; assigning it would replace the object's prototype.
    for (const [k, v] of Object.entries(o.result)) if (k !== '__proto__') merged[k] = v;
  }
  return merged;
}
