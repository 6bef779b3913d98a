// Plugin hooks the platform knows. `wired` is true where the platform fires the hook today; the
// manifest reports exactly this list.
export interface HookDefinition {
  name: string;
  firedBy: string;
  wired: boolean;
}

export const HOOKS: HookDefinition[] = [
  { name: 'pre_render', firedBy: 'page rendering, before a template renders', wired: true },
  { name: 'lead_received', firedBy: 'POST /api/v1/leads', wired: true },
  { name: 'post_saved', firedBy: 'post create, update and delete', wired: false },
];
