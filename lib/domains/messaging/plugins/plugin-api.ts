import { PLUGIN_LIMITS, PLUGIN_POOL, SANDBOX_LIMITS } from './limits';

// TypeScript declarations of everything plugin code can use, for the admin's editor (Monaco's
// addExtraLib). Served by GET /api/v1/plugins/typings. Keep in step with the sandbox's prelude
// (lib/domains/messaging/plugins/sandbox/worker.mjs) and the hooks' events (lib/domains/messaging/hooks/registry.ts).
export const PLUGIN_TYPINGS = `/**
 * Plugin code runs in a sandbox (QuickJS): standard JavaScript (ES2023) and nothing of Node.js or of
 * a browser: no process, require, import, setTimeout, DOM. Define a function named after each hook
 * the plugin subscribes to; it is called with the event as a plain JSON object, may be async, and
 * what it returns must be JSON (at most ${SANDBOX_LIMITS.resultBytes / 1024} KB).
 *
 * Limits per invocation: the plugin's timeoutMs (${PLUGIN_LIMITS.timeoutMs.min}..${PLUGIN_LIMITS.timeoutMs.max} ms of CPU time,
 * waits for fetches included) and memoryMb (${PLUGIN_LIMITS.memoryMb.min}..${PLUGIN_LIMITS.memoryMb.max} MB). A plugin past either is
 * stopped and its run logged as failed; whatever fired it goes on. A pre_render run also ends when the
 * page stops waiting for it (half the render's time limit): the page then renders without its result.
 * Runs of one site wait their turn for a sandbox thread (at most ${PLUGIN_POOL.queuePerSite} waiting; more are refused
 * and logged). Globals may survive between invocations of the same plugin version, or may not: keep
 * no state in them.
 */

/** A lead as stored, after the submission and before plugins add anything. */
interface PluginLead {
  uid: string;
  form: string;
  status: string;
  data: Record<string, unknown>;
  submitterUid: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The event of lead_received: fired after a lead is stored (POST /api/v1/leads). */
interface LeadReceivedEvent {
  lead: PluginLead;
}

/** The event of post_saved: fired after a published post is created, changed, unpublished or deleted (never for a draft). */
interface PostSavedEvent {
  action: 'created' | 'updated' | 'deleted';
  post: { uid: string; title: string; status: number; type: string };
}

/** The event of pre_render: fired before a page renders (not for a page served from the page cache). */
interface PreRenderEvent {
  /** The requested path, such as "/about". */
  path: string;
  /** The uid of the template about to render. */
  template: string;
}

type PluginJson = string | number | boolean | null | PluginJson[] | { [key: string]: PluginJson };

/**
 * lead_received: the plain object returned is merged into the lead's data (its keys win over the
 * submitted ones) before the lead is answered.
 */
declare function lead_received(event: LeadReceivedEvent): { [key: string]: PluginJson } | void | Promise<{ [key: string]: PluginJson } | void>;

/** post_saved: runs after the write; what it returns is ignored. */
declare function post_saved(event: PostSavedEvent): unknown;

/** pre_render: the plain object returned is the template variable \`plugin\` ({{ plugin.x }}). */
declare function pre_render(event: PreRenderEvent): { [key: string]: PluginJson } | void | Promise<{ [key: string]: PluginJson } | void>;

interface PluginFetchInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface PluginFetchResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The body as text (at most ${SANDBOX_LIMITS.fetchResponseBytes / 1024} KB; parse JSON yourself). */
  body: string;
}

/**
 * An HTTP(S) request made by the platform for the plugin: public addresses only, at most
 * ${SANDBOX_LIMITS.fetches} per invocation, within the invocation's time limit. Rejects on refusal,
 * timeout or network error; any HTTP status resolves.
 */
declare function fetch(url: string, init?: PluginFetchInit): Promise<PluginFetchResponse>;

/** Lines go to the run's output in the plugin's invocation log (at most ${SANDBOX_LIMITS.outputLines} lines of ${SANDBOX_LIMITS.outputLineChars} characters). */
declare const console: {
  log(...values: unknown[]): void;
  info(...values: unknown[]): void;
  warn(...values: unknown[]): void;
  error(...values: unknown[]): void;
  debug(...values: unknown[]): void;
};
`;
