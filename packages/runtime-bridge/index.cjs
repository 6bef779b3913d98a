// Where the outer server (server/start.mjs, server/server.mjs) and the Next.js app meet, and where the
// process's one-per-process objects live.
//
// Why a package: Next.js bundles our modules into bundles of its own (instrumentation, the route
// groups, the page route), several of them in one process, each with its own copy of every module it
// includes, so module state is not shared between them, nor with the outer server. A package named in
// next.config.ts's serverExternalPackages is not bundled: every bundle loads it from node_modules at run
// time, as the outer server does, and Node's module cache (keyed by the file's real path) gives them all
// this one instance. So the slots are plain module state, nothing on globalThis. CommonJS, so that
// `require` (the bundles) and `import` (the outer server) meet in the same cache entry.
//
// Two kinds of names share the Map:
// - bridge slots (BRIDGE_SLOTS, typed in index.d.ts): one side sets, another side reads;
//   `bridgeSlot`, `setBridgeSlot`, `bridgeSingleton`, and nothing else, handle them;
// - process singletons: a module's own state that must exist once per process though the module
//   is loaded in several bundles (a cache, a client, a lock). Only plain state belongs there: an object
//   whose classes someone checks with `instanceof` (a Liquid engine, a parsed template, an error it
//   throws) stays in its own bundle, since each bundle has its own copy of our classes.
'use strict';

const slots = new Map();

// Every bridge slot, by who writes it; the types of their values are in index.d.ts.
const BRIDGE_SLOTS = Object.freeze([
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
  if (!bridgeNames.has(name)) throw new Error(`runtime bridge: no slot named '${name}' (@site-platform/runtime-bridge)`);
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

const bridgeSlot = (name) => slots.get(known(name));
const setBridgeSlot = (name, value) => put(known(name), value);
const bridgeSingleton = (name, make) => once(known(name), make);

const processSingleton = (name, make) => once(inApp(name), make);
// Replaces (or with `undefined`, forgets) a process-wide object: a failed open must not stick.
const setProcessSingleton = (name, value) => put(inApp(name), value);
const existingProcessSingleton = (name) => slots.get(inApp(name));

// Not a slot: the key of a Liquid render's services in its context's globals (lib/liquid/services.ts).
// One symbol for every bundle (this module is loaded once), so the render context one bundle builds and
// the tags of the engine another bundle made agree on it; a symbol, so template code, which looks up
// string names only, cannot reach it.
const RENDER_SERVICES = Symbol('site-platform.render-services');

module.exports = { BRIDGE_SLOTS, bridgeSlot, setBridgeSlot, bridgeSingleton, processSingleton, setProcessSingleton, existingProcessSingleton, RENDER_SERVICES };
