import { logEvent } from './index';

// What the route wrapper knows of a finished request (lib/http/route.ts passes it as it is).
export interface ActivityFacts {
  method: string;
  // The request path, no query string.
  path: string;
  status: number;
  // False for public routes (a visitor's lead, sign-up, login) and for POSTs that change nothing
  // (template validation, a preview token): those are not activity.
  changes: boolean;
  actorUid: string | null;
  siteUid: string | null;
  // The route's path parameters (`uid`, `id`, `version`, …).
  params: Record<string, string>;
}

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const ACTION_SEGMENT = /^[a-z][a-z0-9-]{0,39}$/;

// `activity.<resource>.<action>`: the resource is the first segment after /api/v1; the action comes
// from the method, or from a last segment that is a verb rather than an id (`…/restore`, `…/verify`).
// A POST to a record's own path, or one answered 200 rather than 201 (an upsert of an existing uid),
// changed a record that was there: an update.
export function activityOf(method: string, path: string, params: Record<string, string>, status = 201): { kind: string; target: string | null } | null {
  const segments = path.split('/').filter(Boolean).slice(2);
  const resource = segments[0];
  if (!resource || !ACTIONS[method] || !ACTION_SEGMENT.test(resource)) return null;
  const ids = new Set(Object.values(params));
  const last = segments[segments.length - 1]!;
  const methodAction = method === 'POST' && (ids.has(last) || status === 200) ? 'update' : ACTIONS[method];
  const action = segments.length > 1 && !ids.has(last) && ACTION_SEGMENT.test(last) ? last : methodAction;
  const target = params.uid ?? params.id ?? Object.values(params)[0] ?? null;
  return { kind: `activity.${resource}.${action}`, target };
}

// Who changed what: one site log row per successful write (2xx) by a signed-in caller through a
// gated route. Only who, how and which record: never the request body, the query string or the
// caller's address. Safe methods are no activity (activityOf answers null).
export function recordActivity(f: ActivityFacts): void {
  if (!f.siteUid || !f.actorUid || !f.changes || f.status < 200 || f.status > 299) return;
  const activity = activityOf(f.method, f.path, f.params, f.status);
  // A deleted site keeps no log (its rows went with it).
  if (!activity || (activity.kind === 'activity.sites.delete' && activity.target === f.siteUid)) return;
  const path = f.path.slice(0, 300);
  void logEvent(f.siteUid, 'info', activity.kind, `${f.method} ${path}`, { actor: f.actorUid, method: f.method, path, target: activity.target });
}
