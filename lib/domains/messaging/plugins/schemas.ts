import { z } from 'zod';
import { HOOKS } from '@/lib/domains/messaging/hooks/registry';
import { PageQuery } from '@/lib/shared/pagination';
import { PLUGIN_LIMITS, SANDBOX_LIMITS } from './limits';

const hookNames = HOOKS.map((h) => h.name);
const HookName = z
  .string()
  .refine((h) => hookNames.includes(h), { error: (iss) => `unknown hook "${String(iss.input).slice(0, 50)}" (known: ${hookNames.join(', ')})` })
  .describe(`a hook of the manifest: ${hookNames.join(', ')}`);

const limit = (l: { min: number; max: number; default: number }, unit: string) =>
  z.number().int().min(l.min).max(l.max).describe(`${l.min}..${l.max} ${unit}, default ${l.default} (the manifest's limits)`);

const fields = {
  name: z.string().trim().min(1).max(100),
  code: z
    .string()
    .min(1)
    .refine((c) => Buffer.byteLength(c) <= SANDBOX_LIMITS.codeBytes, `at most ${SANDBOX_LIMITS.codeBytes / 1024} KB`)
    .describe('JavaScript defining a function named after each hook, called with the event as a plain JSON object; it may be async'),
  hooks: z
    .array(HookName)
    .min(1)
    .max(hookNames.length * 2)
    .transform((list) => [...new Set(list)]),
  timeoutMs: limit(PLUGIN_LIMITS.timeoutMs, 'ms'),
  memoryMb: limit(PLUGIN_LIMITS.memoryMb, 'MB'),
  enabled: z.boolean(),
};

export const CreatePluginBody = z.strictObject({
  ...fields,
  timeoutMs: fields.timeoutMs.optional(),
  memoryMb: fields.memoryMb.optional(),
  enabled: fields.enabled.optional().describe('default true'),
});
export const UpdatePluginBody = z.strictObject(fields).partial();

// "Run with sample input": one hook of the stored plugin, now, with this event.
export const RunPluginBody = z.strictObject({
  hook: HookName,
  event: z.record(z.string(), z.json()).describe('the event the hook function receives (a JSON object)'),
});

export const PluginView = z.object({
  uid: z.string(),
  name: z.string(),
  code: z.string(),
  hooks: z.array(z.string()),
  timeoutMs: z.number().int(),
  memoryMb: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const PluginRunView = z.object({
  id: z.number().int(),
  hook: z.string(),
  ok: z.boolean(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  output: z.array(z.string()).describe('console lines of the run (capped)'),
  at: z.string(),
});

export const RunOutcomeView = z.object({
  ok: z.boolean(),
  result: z.json().nullable().describe("the hook function's return value (JSON), null if it returned nothing or failed"),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  output: z.array(z.string()),
});

export const PluginTypingsView = z.object({ typings: z.string().describe('TypeScript declarations of what plugin code can use, for an editor') });

export const PluginQuery = PageQuery;
