import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

// A site's plugins: JavaScript run in the sandbox (lib/domains/messaging/plugins/sandbox) when a hook it names fires.
// A write here bumps the site's generation (a trigger, migration `plugins`): pre_render results are
// part of rendered pages, and the plugin list is cached per generation.
export const plugins = pgTable(
  'plugins',
  {
    siteUid: text('site_uid')
      .notNull()
      .references(() => sites.uid, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    hooks: jsonb('hooks').$type<string[]>().notNull().default([]),
    timeoutMs: integer('timeout_ms').notNull(),
    memoryMb: integer('memory_mb').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'plugins_site_uid_uid_pk', columns: [t.siteUid, t.uid] })],
);

// One row per invocation. A trigger keeps the newest PLUGIN_RUNS_KEPT per plugin (migration `plugins`);
// no generation trigger: runs are not served.
export const pluginRuns = pgTable(
  'plugin_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteUid: text('site_uid').notNull(),
    pluginUid: text('plugin_uid').notNull(),
    hook: text('hook').notNull(),
    ok: boolean('ok').notNull(),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    // console lines of the run (capped in lib/domains/messaging/plugins/limits.ts)
    output: jsonb('output').$type<string[]>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'plugin_runs_plugin_fk', columns: [t.siteUid, t.pluginUid], foreignColumns: [plugins.siteUid, plugins.uid] }).onDelete('cascade'),
    index('plugin_runs_plugin_id_idx').on(t.siteUid, t.pluginUid, t.id),
  ],
);
