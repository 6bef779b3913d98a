import type { z } from 'zod';
import type { CreatePluginBody, PluginView } from '@/lib/domains/messaging/plugins/schemas';

type PluginInput = z.input<typeof CreatePluginBody>;

// What the plugin form holds and sends: the writable fields only. A stored plugin read back from the API
// also carries uid, createdAt and updatedAt, which the strict update body refuses (422).
export interface PluginFormValues {
  name: string;
  code: string;
  hooks: string[];
  timeoutMs: number;
  memoryMb: number;
  enabled: boolean;
}

export function pluginFormValues(plugin: z.infer<typeof PluginView>): PluginFormValues {
  return { name: plugin.name, code: plugin.code, hooks: [...plugin.hooks], timeoutMs: plugin.timeoutMs, memoryMb: plugin.memoryMb, enabled: plugin.enabled };
}

// The body of a create or an update, built field by field (never a spread of what was read).
export function pluginPayload(form: PluginFormValues): PluginInput {
  return { name: form.name.trim(), code: form.code, hooks: [...form.hooks], timeoutMs: form.timeoutMs, memoryMb: form.memoryMb, enabled: form.enabled };
}

// Whether the form differs from the stored plugin: a trial run then saves first (the sandbox runs the
// stored code, and a trial of other code than the editor shows would mislead).
export function pluginChanged(form: PluginFormValues, plugin: z.infer<typeof PluginView>): boolean {
  return JSON.stringify(pluginPayload(form)) !== JSON.stringify(pluginPayload(pluginFormValues(plugin)));
}
