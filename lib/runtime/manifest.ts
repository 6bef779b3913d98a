import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '@/lib/auth/permissions';
import { hookWired } from '@/lib/hooks/fire';
import { HOOKS } from '@/lib/hooks/registry';
import { PLUGIN_LIMITS } from '@/lib/plugins/limits';
import { CONTEXT_VARIABLES } from '@/lib/pages/context';
import { RENDER_WORK_LIMITS } from '@/lib/liquid/limits';
import { createEngine } from '@/lib/liquid/engine';
import { collectionSources } from '@/lib/pages/collection-sources';
import { platformTags } from '@/lib/liquid/tags';

export const MANIFEST_VERSION = 1;

// Generated from the registries that rendering itself uses, so it cannot list what does not exist.
export function runtimeManifest() {
  const engine = createEngine();
  return {
    version: MANIFEST_VERSION,
    tags: Object.keys(engine.tags).sort(),
    customTags: Object.keys(platformTags).sort(),
    filters: Object.keys(engine.filters).sort(),
    collectionSources: Object.keys(collectionSources).sort(),
    contextVariables: [...CONTEXT_VARIABLES],
    hooks: HOOKS.map(({ name }) => ({ name, wired: hookWired(name) })),
    permissions: { resources: [...PERMISSION_RESOURCES], actions: [...PERMISSION_ACTIONS] },
    limits: { ...PLUGIN_LIMITS, render: RENDER_WORK_LIMITS },
  };
}
