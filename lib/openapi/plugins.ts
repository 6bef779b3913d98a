import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { HOOKS } from '@/lib/hooks/registry';
import { PLUGIN_LIMITS, PLUGIN_RUNS_KEPT, PLUGINS_PER_SITE, SANDBOX_LIMITS } from '@/lib/plugins/limits';
import { CreatePluginBody, PluginQuery, PluginRunView, PluginTypingsView, PluginView, RunOutcomeView, RunPluginBody, UpdatePluginBody } from '@/lib/plugins/schemas';
import { document, itemOf, listOf, textOnly, uidParam } from './common';

const Plugin = PluginView.meta({ id: 'Plugin' });
const PluginRun = PluginRunView.meta({ id: 'PluginRun' });
const RunOutcome = RunOutcomeView.meta({ id: 'PluginRunOutcome' });

const hookList = HOOKS.map((h) => `\`${h.name}\` (${h.firedBy}${h.fired ? '' : '; not fired yet'}): ${h.event}`).join('; ');

export function registerPlugins(r: OpenAPIRegistry): void {
  const tag = 'Plugins';
  const access = { role: ROLE.marketer };
  const common = { tag, access, bearerOnly: true } as const;
  document(r, {
    ...common,
    method: 'get',
    path: '/api/v1/plugins',
    query: PluginQuery,
    ok: { status: 200, schema: listOf(Plugin) },
    summary: 'List plugins',
    description: 'In creation order, the order their results merge in.',
  });
  document(r, {
    ...common,
    method: 'post',
    path: '/api/v1/plugins',
    body: CreatePluginBody,
    ok: { status: 201, schema: itemOf(Plugin) },
    summary: 'Create a plugin',
    description:
      `\`code\` is JavaScript (at most ${SANDBOX_LIMITS.codeBytes / 1024} KB) defining a function named after each hook in \`hooks\`, called with the event as a plain JSON object (it may be async). ` +
      `Hooks: ${hookList}. ` +
      `\`timeoutMs\` (CPU time of the run on its sandbox thread's own clock, waits for fetches included) ${PLUGIN_LIMITS.timeoutMs.min}..${PLUGIN_LIMITS.timeoutMs.max} (default ${PLUGIN_LIMITS.timeoutMs.default}) and \`memoryMb\` ${PLUGIN_LIMITS.memoryMb.min}..${PLUGIN_LIMITS.memoryMb.max} (default ${PLUGIN_LIMITS.memoryMb.default}), as the manifest's limits say; outside them, or an unknown hook: 422. ` +
      `At most ${PLUGINS_PER_SITE} plugins per site. Plugin code runs in a QuickJS sandbox with no host object; it may use console.log and fetch (see GET /api/v1/plugins/typings).`,
  });
  document(r, {
    ...common,
    method: 'get',
    path: '/api/v1/plugins/typings',
    ok: { status: 200, schema: itemOf(PluginTypingsView.meta({ id: 'PluginTypings' })) },
    summary: 'TypeScript declarations of the plugin API',
    description: 'For a code editor: the hook functions with their events, fetch and console.',
  });
  document(r, { ...common, method: 'get', path: '/api/v1/plugins/{uid}', params: uidParam, ok: { status: 200, schema: itemOf(Plugin) }, summary: 'Read one plugin' });
  document(r, {
    ...common,
    method: 'patch',
    path: '/api/v1/plugins/{uid}',
    params: uidParam,
    body: UpdatePluginBody,
    ok: { status: 200, schema: itemOf(Plugin) },
    summary: 'Update a plugin',
    description: 'Any subset of the create fields, checked the same way.',
  });
  document(r, { ...common, method: 'delete', path: '/api/v1/plugins/{uid}', params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a plugin and its invocation log' });
  document(r, {
    ...common,
    method: 'get',
    path: '/api/v1/plugins/{uid}/logs',
    params: uidParam,
    query: PluginQuery,
    ok: { status: 200, schema: listOf(PluginRun) },
    summary: "A plugin's invocations, newest first",
    description: `Every run (fired hooks and POST …/run) with its console output; the newest ${PLUGIN_RUNS_KEPT} are kept.`,
  });
  document(r, {
    ...common,
    method: 'post',
    path: '/api/v1/plugins/{uid}/run',
    params: uidParam,
    body: RunPluginBody,
    ok: { status: 200, schema: itemOf(RunOutcome) },
    summary: 'Run one hook of the plugin now with a sample event',
    description: 'Runs the stored code (enabled or not) within its limits and answers the outcome; a failed run is still 200 with `ok: false` and the error. Logged as an invocation like any other.',
  });
}
