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
