import { HOOKS } from './registry';

export type HookName = (typeof HOOKS)[number]['name'];

export type HookRunner = (siteUid: string, hook: string, event: Record<string, unknown>) => Promise<void>;

// The plugin runtime registers itself here; until a site has plugins, firing a hook costs one check.
let runner: HookRunner | null = null;
export function setHookRunner(r: HookRunner | null): void {
  runner = r;
}

export async function fireHook(siteUid: string, hook: HookName, event: Record<string, unknown>): Promise<void> {
  if (runner) await runner(siteUid, hook, event);
}

// A hook is wired when the platform fires it and a plugin runtime is there to run it: until the plugin
// runtime registers a runner, no hook runs anything and the manifest says so.
export function hookWired(hook: string): boolean {
  return runner !== null && HOOKS.some((h) => h.name === hook && h.fired);
}
