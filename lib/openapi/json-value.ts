import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';

// z.json() is a self-referencing lazy schema, and every call makes a new one. The generator follows
// a recursive schema only through a named component, so each such lazy found in a documented schema
// is named `JsonValue` (all of them describe the same thing: any JSON value). The schemas themselves
// stay untouched; the mark lives in the generator's own metadata registry.
const JSON_VALUE = { _internal: { refId: 'JsonValue' } };

interface Def {
  type?: string;
  getter?: () => unknown;
  [key: string]: unknown;
}

const isSchema = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && '_zod' in v;

export function nameJsonValues(root: z.ZodType, seen = new WeakSet<object>()): void {
  if (seen.has(root)) return;
  seen.add(root);
  const def = (root as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === 'lazy' && def.getter) {
    zodToOpenAPIRegistry.add(root, JSON_VALUE);
    const inner = def.getter();
    if (isSchema(inner)) nameJsonValues(inner, seen);
    return;
  }
  for (const value of Object.values(def)) {
    if (isSchema(value)) nameJsonValues(value, seen);
    else if (Array.isArray(value)) value.filter(isSchema).forEach((s) => nameJsonValues(s, seen));
    else if (value && typeof value === 'object' && def.type === 'object') {
      Object.values(value)
        .filter(isSchema)
        .forEach((s) => nameJsonValues(s, seen));
    }
  }
}
