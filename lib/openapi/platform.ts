import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ROLE } from '@/lib/auth/roles';
import { LogQuery, LogView } from '@/lib/logs/schemas';
import { document, envelope, listOf } from './common';

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
      // What one page render may do (CONTRACT 6): wall clock, fetches, log rows, one filter call's output.
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

// Runtime, logs and this document itself.
export function registerPlatform(r: OpenAPIRegistry): void {
  document(r, {
    method: 'get',
    path: '/api/v1/runtime/manifest',
    tag: 'Runtime',
    access: 'public',
    hosts: 'any',
    ok: { status: 200, schema: envelope(Manifest) },
    summary: 'The runtime manifest: template language, hooks, permissions and plugin limits',
  });
  document(r, {
    method: 'get',
    path: '/api/v1/logs',
    tag: 'Logs',
    access: { role: ROLE.marketer },
    query: LogQuery,
    ok: { status: 200, schema: listOf(LogView.meta({ id: 'LogEntry' })) },
    summary: 'Activity and integration logs of this site, newest first',
    description:
      'Filters: `kind` (a kind or a prefix of one: `activity`, `activity.posts`, `plugin`, `webhook`, `render`), `level`, `since` (inclusive) and `until` (exclusive) as ISO 8601 dates or date-times. ' +
      "Kinds: `activity.<resource>.<action>` (every successful write by a signed-in member through the API; data {actor, method, path, target}, never the body), `render.failed`, `render.unknown_tag`, `render.unknown_filter`, `render.fetch`, `render.log_capped` (a repeated render row is written once per site generation), `mail.template` (an email template that cannot be used), `mail.withheld` (an order confirmation not mailed to an unproven address), `mail.over_budget` (once per window past the site's mail budget), `mail.trust`, `mail.delivery`, and the plugin and webhook kinds. " +
      'Retention: at most LOG_MAX_ROWS_PER_SITE rows per site (default 20,000, newest kept) and nothing older than LOG_RETENTION_DAYS (default 90), pruned every few minutes.',
  });
  document(r, {
    method: 'get',
    path: '/api/v1/openapi.json',
    tag: 'Runtime',
    access: 'public',
    hosts: 'any',
    ok: { status: 200, schema: z.record(z.string(), z.unknown()), description: 'an OpenAPI 3.1 document (not wrapped in the envelope)' },
    summary: 'This OpenAPI document',
  });
}
