import { defineOperation } from '@/lib/api/define';
import { itemOf, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { HOOKS } from '@/lib/domains/messaging/hooks/registry';
import { PLUGIN_LIMITS, PLUGIN_RUNS_KEPT, PLUGINS_PER_SITE, SANDBOX_LIMITS } from './limits';
import { CreatePluginBody, PluginQuery, PluginRunView, PluginTypingsView, PluginView, RunOutcomeView, RunPluginBody, UpdatePluginBody } from './schemas';

// The plugins API: management by a marketer with a bearer token or the admin session, never a site
// cookie alone (docs/behaviours.md#B-management-bearer).
const Plugin = PluginView.meta({ id: 'Plugin' });
const PluginRun = PluginRunView.meta({ id: 'PluginRun' });
const RunOutcome = RunOutcomeView.meta({ id: 'PluginRunOutcome' });

const hookList = HOOKS.map((h) => `\`${h.name}\` (${h.firedBy}${h.fired ? '' : '; not fired yet'}): ${h.event}`).join('; ');

const tag = 'Plugins';
const path = '/api/v1/plugins';
const item = `${path}/{uid}`;
const manage = { tag, access: 'marketer', credential: 'bearer' } as const;

export const pluginsCollection = {
  list: defineOperation({
    ...manage,
    method: 'GET',
    path,
    query: PluginQuery,
    ok: { status: 200, schema: listOf(Plugin) },
    summary: 'List plugins',
    description: 'In creation order, the order their results merge in.',
  }),
  create: defineOperation({
    ...manage,
    method: 'POST',
    path,
    body: CreatePluginBody,
    ok: { status: 201, schema: itemOf(Plugin) },
    summary: 'Create a plugin',
    description:
      `\`code\` is JavaScript (at most ${SANDBOX_LIMITS.codeBytes / 1024} KB) defining a function named after each hook in \`hooks\`, called with the event as a plain JSON object (it may be async). ` +
      `Hooks: ${hookList}. ` +
      `\`timeoutMs\` (CPU time of the run on its sandbox thread's own clock, waits for fetches included) ${PLUGIN_LIMITS.timeoutMs.min}..${PLUGIN_LIMITS.timeoutMs.max} (default ${PLUGIN_LIMITS.timeoutMs.default}) and \`memoryMb\` ${PLUGIN_LIMITS.memoryMb.min}..${PLUGIN_LIMITS.memoryMb.max} (default ${PLUGIN_LIMITS.memoryMb.default}), as the manifest's limits say; outside them, or an unknown hook: 422. ` +
      `At most ${PLUGINS_PER_SITE} plugins per site. Plugin code runs in a QuickJS sandbox with no host object; it may use console.log and fetch (see GET /api/v1/plugins/typings).`,
  }),
};

// TypeScript declarations of the plugin API, for the admin's code editor.
export const pluginTypings = {
  read: defineOperation({
    ...manage,
    method: 'GET',
    path: `${path}/typings`,
    ok: { status: 200, schema: itemOf(PluginTypingsView.meta({ id: 'PluginTypings' })) },
    summary: 'TypeScript declarations of the plugin API',
    description: 'For a code editor: the hook functions with their events, fetch and console.',
  }),
};

export const pluginItem = {
  read: defineOperation({ ...manage, method: 'GET', path: item, params: uidParam, ok: { status: 200, schema: itemOf(Plugin) }, summary: 'Read one plugin' }),
  update: defineOperation({
    ...manage,
    method: 'PATCH',
    path: item,
    params: uidParam,
    body: UpdatePluginBody,
    ok: { status: 200, schema: itemOf(Plugin) },
    summary: 'Update a plugin',
    description: 'Any subset of the create fields, checked the same way.',
  }),
  remove: defineOperation({ ...manage, method: 'DELETE', path: item, params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a plugin and its invocation log' }),
};

export const pluginRuns = {
  list: defineOperation({
    ...manage,
    method: 'GET',
    path: `${item}/logs`,
    params: uidParam,
    query: PluginQuery,
    ok: { status: 200, schema: listOf(PluginRun) },
    summary: "A plugin's invocations, newest first",
    description: `Every run (fired hooks and POST …/run) with its console output; the newest ${PLUGIN_RUNS_KEPT} are kept.`,
  }),
};

// The admin's "run with sample input": 200 whether the plugin succeeded or not (see item.ok).
export const pluginRun = {
  run: defineOperation({
    ...manage,
    method: 'POST',
    path: `${item}/run`,
    params: uidParam,
    body: RunPluginBody,
    ok: { status: 200, schema: itemOf(RunOutcome) },
    summary: 'Run one hook of the plugin now with a sample event',
    description: 'Runs the stored code (enabled or not) within its limits and answers the outcome; a failed run is still 200 with `ok: false` and the error. Logged as an invocation like any other.',
  }),
};

export const pluginsApi = [pluginsCollection, pluginTypings, pluginItem, pluginRuns, pluginRun];
