// Where the outer server (scripts/start.mjs, scripts/server.mjs) and the Next.js app meet, and where
// the process's one-per-process objects live. The only module that touches globalThis for it (a unit
// test, test/unit/runtime-bridge.test.ts, fails on any other `Symbol.for`).
//
// Why globalThis at all: the outer server is plain Node ESM, while Next.js bundles our modules into
// bundles of its own (instrumentation, the route groups, the page route), several of them in one
// process and each with its own copy of every module it includes: module state is not shared between
// them, nor with the outer server. globalThis is the one object they all see, so this module keeps one
// entry there, under a registered symbol (the same symbol in every copy, and one no string property
// lookup can reach): a Map of named slots, found by every copy of this module.
//
// Two kinds of names share the Map:
// - bridge slots (BRIDGE_SLOTS, typed in runtime-bridge.d.mts): one side sets, another side reads;
//   `bridgeSlot`, `setBridgeSlot`, `bridgeSingleton`, and nothing else, handle them;
// - process singletons: a module's own state that must exist once per process though the module
//   is loaded in several bundles (a cache, a client, a lock). Only plain state belongs there: an object
//   whose classes someone checks with `instanceof` (a Liquid engine, a parsed template, an error it
//   throws) stays in its own bundle, since each bundle has its own copy of our classes.
const REGISTRY = Symbol.for('site-platform.runtime-bridge');
const slots = (globalThis[REGISTRY] ??= new Map());

// Every bridge slot, by who writes it; the types of their values are in runtime-bridge.d.mts.
export const BRIDGE_SLOTS = Object.freeze([
  // Written by the outer server, read by the app.
  'socket-ip-secret',
  'standby',
  'lane-background',
  'loop-charge',
  'thread-charger',
  // Written by the app, read by the outer server.
  'outer-page-handler',
  'readiness',
  'analytics',
  'db',
  'redis',
  'generation-subscriber',
  'generation-publisher',
  // Written by one of the app's bundles (the outbox worker's, started by instrumentation), read by others.
  'outbox-kick',
]);
const bridgeNames = new Set(BRIDGE_SLOTS);

// The outer server is plain JavaScript: a misspelt slot would read undefined for ever, so it throws.
function known(name) {
  if (!bridgeNames.has(name)) throw new Error(`runtime bridge: no slot named '${name}' (lib/runtime-bridge.mjs)`);
  return name;
}
function inApp(name) {
  if (bridgeNames.has(name)) throw new Error(`runtime bridge: '${name}' is a bridge slot: use bridgeSlot/bridgeSingleton`);
  return name;
}

function once(name, make) {
  if (!slots.has(name)) slots.set(name, make());
  return slots.get(name);
}
function put(name, value) {
  if (value === undefined) slots.delete(name);
  else slots.set(name, value);
}

export const bridgeSlot = (name) => slots.get(known(name));
export const setBridgeSlot = (name, value) => put(known(name), value);
export const bridgeSingleton = (name, make) => once(known(name), make);

export const processSingleton = (name, make) => once(inApp(name), make);
// Replaces (or with `undefined`, forgets) a process-wide object: a failed open must not stick.
export const setProcessSingleton = (name, value) => put(inApp(name), value);
export const existingProcessSingleton = (name) => slots.get(inApp(name));

// Not a globalThis slot: the key of a Liquid render's services in its context's globals
// (lib/liquid/services.ts). A registered symbol, so the render context one bundle builds and the tags
// of the engine another bundle made agree on it; a symbol, so template code, which looks up string
// names only, cannot reach it.
export const RENDER_SERVICES = Symbol.for('site-platform.render-services');
