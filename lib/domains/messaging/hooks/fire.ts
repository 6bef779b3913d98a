import type { SiteVersion } from '@/lib/shared/cache/site-data';
import { hasHookPlugins, runHookPlugins, type HookWait } from '@/lib/domains/messaging/plugins/run';
import { HOOKS } from './registry';

export type HookName = (typeof HOOKS)[number]['name'];

// Runs the site's enabled plugins that subscribe to `hook` (lib/domains/messaging/plugins/run.ts) and answers the merge
// of the plain objects they returned ({} when none ran or all failed). Never throws, and a site
// without plugins pays one cached lookup. `wait.waitMs`: the caller waits no longer (a page render).
export async function fireHook(site: SiteVersion | string, hook: HookName, event: Record<string, unknown>, wait: HookWait = {}): Promise<Record<string, unknown>> {
  return runHookPlugins(site, hook, event, wait);
}

// Whether any enabled plugin of the site subscribes to `hook` (cached for the site's generation).
export function hookHasPlugins(site: SiteVersion, hook: HookName): Promise<boolean> {
  return hasHookPlugins(site, hook);
}

// A hook is wired when the platform fires it: the plugin runtime is always there to run it. The
// manifest computes `wired` from here, never by hand.
export function hookWired(hook: string): boolean {
  return HOOKS.some((h) => h.name === hook && h.fired);
}
