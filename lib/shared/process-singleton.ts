// Process-wide objects (database handle, Redis clients, caches) made once per process although Next.js
// loads a module in several bundles of it: kept in packages/runtime-bridge, which says why and how.
// The slots the outer server shares with the app are named and typed there too (`bridgeSingleton`).
export { bridgeSingleton, bridgeSlot, existingProcessSingleton, processSingleton, setBridgeSlot, setProcessSingleton } from '@site-platform/runtime-bridge';
