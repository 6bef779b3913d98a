// Plugin hooks the platform knows. `fired` says the platform calls fireHook for it today; whether the
// hook is wired (really runs a plugin) is computed by hookWired in ./fire.ts, never set by hand.
// `event` describes what the hook function receives (the typings in lib/domains/messaging/plugins/plugin-api.ts spell it out).
export interface HookDefinition {
  name: string;
  firedBy: string;
  fired: boolean;
  event: string;
}

export const HOOKS: HookDefinition[] = [
  {
    name: 'pre_render',
    firedBy: 'page rendering, before a template renders (not for a page answered from the page cache)',
    fired: true,
    event: '{path, template}: the requested path and the uid of the template about to render; the returned object becomes the template variable `plugin`',
  },
  {
    name: 'lead_received',
    firedBy: 'POST /api/v1/leads, after the lead is stored',
    fired: true,
    event: "{lead: {uid, form, status, data, submitterUid, createdAt, updatedAt}}; the returned object is merged into the lead's data",
  },
  {
    name: 'post_saved',
    firedBy: 'POST, PUT and DELETE of /api/v1/posts of a post that is or was published (not drafts), after the write (the answer does not wait for it)',
    fired: true,
    event: '{action: "created" | "updated" | "deleted", post: {uid, title, status, type}}; what it returns is ignored',
  },
];
