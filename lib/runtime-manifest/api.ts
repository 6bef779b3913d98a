import { z } from 'zod';
import { defineOperation } from '@/lib/api/define';
import { envelope } from '@/lib/api/envelope';

// What the platform says of itself: the runtime manifest (for editors and plugins) and the OpenAPI
// document. Both the same for every site and caller.
const Range = z.object({ min: z.number().int(), max: z.number().int(), default: z.number().int() });
const NameDoc = z.object({ syntax: z.string(), summary: z.string() }).meta({ id: 'LiquidNameDoc' });
const Manifest = z
  .object({
    version: z.number().int(),
    tags: z.array(z.string()),
    customTags: z.array(z.string()),
    filters: z.array(z.string()),
    collectionSources: z.array(z.string()),
    contextVariables: z.array(z.string()),
    hooks: z.array(z.object({ name: z.string(), wired: z.boolean() })),
    permissions: z.object({ resources: z.array(z.string()), actions: z.array(z.string()) }),
    limits: z.object({
      timeoutMs: Range,
      memoryMb: Range,
      // What one page render may do (docs/behaviours.md#B-render-limits): wall clock, fetches, log rows, one filter call's output.
      render: z.object({ timeMs: z.number().int(), fetchesPerRender: z.number().int(), logRowsPerRender: z.number().int(), filterOutputChars: z.number().int(), filterOutputItems: z.number().int() }),
    }),
    docs: z
      .object({
        tags: z.record(z.string(), NameDoc),
        filters: z.record(z.string(), NameDoc),
        context: z.record(z.string(), z.string()),
        members: z.record(z.string(), z.record(z.string(), z.string())).describe('members of the object variables (`cart.items`: one cart line), each with what it holds'),
        rows: z.record(z.string(), z.record(z.string(), z.string())).describe('members of one row of each collection source'),
      })
      .describe('for editors: every registered tag and filter (how it is written, what it does), what each context variable holds and the members of objects and collection rows'),
  })
  .meta({ id: 'RuntimeManifest' });

const tag = 'Runtime';

export const runtimeManifest = {
  read: defineOperation({
    method: 'GET',
    path: '/api/v1/runtime/manifest',
    tag,
    access: 'public',
    host: 'any',
    ok: { status: 200, schema: envelope(Manifest) },
    summary: 'The runtime manifest: template language, hooks, permissions and plugin limits',
  }),
};

// The document itself is the answer: tools expect a bare OpenAPI object, not the envelope.
export const openApiJson = {
  read: defineOperation({
    method: 'GET',
    path: '/api/v1/openapi.json',
    tag,
    access: 'public',
    host: 'any',
    ok: { status: 200, schema: z.record(z.string(), z.unknown()), description: 'an OpenAPI 3.1 document (not wrapped in the envelope)' },
    summary: 'This OpenAPI document',
  }),
};

export const runtimeManifestApi = [runtimeManifest, openApiJson];
