// Process-wide objects (database handle, Redis clients, caches) survive Next.js loading a module in
// several bundles of one process: each lives once on globalThis under `Symbol.for('site-platform.<name>')`,
// the key the outer server (scripts/server.mjs) reads too. Only plain state belongs here (data, clients,
// caches of text): an object whose classes someone checks with `instanceof` (a Liquid engine, a parsed
// template, an error it throws) stays in its own bundle, since each bundle has its own copy of our classes.
export function processSingleton<T>(name: string, make: () => T): T {
  const key = Symbol.for(`site-platform.${name}`);
  const g = globalThis as Record<symbol, unknown>;
  if (!(key in g)) g[key] = make();
  return g[key] as T;
}

// Replaces (or with `undefined`, forgets) a process-wide object: a failed open must not stick.
export function setProcessSingleton<T>(name: string, value: T | undefined): void {
  const key = Symbol.for(`site-platform.${name}`);
  const g = globalThis as Record<symbol, unknown>;
  if (value === undefined) delete g[key];
  else g[key] = value;
}

// A process-wide object someone else may have set (the outer server, scripts/start.mjs), if present.
export function existingProcessSingleton<T>(name: string): T | undefined {
  return (globalThis as Record<symbol, unknown>)[Symbol.for(`site-platform.${name}`)] as T | undefined;
}
