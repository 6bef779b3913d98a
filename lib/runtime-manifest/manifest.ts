import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '@/lib/domains/accounts/auth/permissions';
import { hookWired } from '@/lib/domains/messaging/hooks/fire';
import { HOOKS } from '@/lib/domains/messaging/hooks/registry';
import { PLUGIN_LIMITS } from '@/lib/domains/messaging/plugins/limits';
import { CONTEXT_DOCS, CONTEXT_MEMBERS, CONTEXT_VARIABLES } from '@/lib/pages/context';
import { docsFor } from '@/lib/liquid/docs';
import { RENDER_WORK_LIMITS } from '@/lib/liquid/limits';
import { createEngine } from '@/lib/liquid/engine';
import { collectionSources, SOURCE_ROW_MEMBERS } from '@/lib/pages/collection-sources';
import { platformTags } from '@/lib/liquid/tags';

export const MANIFEST_VERSION = 1;

// Generated from the registries that rendering itself uses, so it cannot list what does not exist.
export function runtimeManifest() {
  const engine = createEngine();
  const tags = Object.keys(engine.tags).sort();
  const filters = Object.keys(engine.filters).sort();
  return {
    version: MANIFEST_VERSION,
    tags,
    customTags: Object.keys(platformTags).sort(),
    filters,
    collectionSources: Object.keys(collectionSources).sort(),
    contextVariables: [...CONTEXT_VARIABLES],
    hooks: HOOKS.map(({ name }) => ({ name, wired: hookWired(name) })),
    permissions: { resources: [...PERMISSION_RESOURCES], actions: [...PERMISSION_ACTIONS] },
    limits: { ...PLUGIN_LIMITS, render: RENDER_WORK_LIMITS },
    // For editors: how each tag and filter is written and what it does, what each variable holds, the
    // members of the object variables and of one row of each collection source.
    docs: { tags: docsFor('tags', tags), filters: docsFor('filters', filters), context: { ...CONTEXT_DOCS }, members: CONTEXT_MEMBERS, rows: SOURCE_ROW_MEMBERS },
  };
}
