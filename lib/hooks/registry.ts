// Plugin hooks the platform knows. `fired` says the platform calls fireHook for it today; whether the
// hook is wired (really runs a plugin) is computed by hookWired in ./fire.ts, never set by hand.
export interface HookDefinition {
  name: string;
  firedBy: string;
  fired: boolean;
}

export const HOOKS: HookDefinition[] = [
  { name: 'pre_render', firedBy: 'page rendering, before a template renders', fired: true },
  { name: 'lead_received', firedBy: 'POST /api/v1/leads', fired: true },
  { name: 'post_saved', firedBy: 'post create, update and delete', fired: false },
];
