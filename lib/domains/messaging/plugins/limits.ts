// Plugin resource limits (spec part 8); the manifest publishes them and plugin bodies are checked against them.
export const PLUGIN_LIMITS = {
  timeoutMs: { min: 50, max: 5000, default: 200 },
  memoryMb: { min: 8, max: 256, default: 32 },
} as const;

// What the sandbox lets through, per invocation. Plain numbers: the worker (a plain .mjs file that
// cannot import this) receives them with every job.
export const SANDBOX_LIMITS = {
  // Source size of one plugin (the create/update body is refused beyond it).
  codeBytes: 64 * 1024,
  // The event handed in and the result handed out, as JSON.
  eventBytes: 256 * 1024,
  resultBytes: 16 * 1024,
  // console.log: lines kept, characters per line, characters in all.
  outputLines: 50,
  outputLineChars: 500,
  outputChars: 8000,
  // fetch(): calls per invocation (each within the invocation's time limit), body sizes.
  fetches: 3,
  fetchRequestBytes: 64 * 1024,
  fetchResponseBytes: 256 * 1024,
  // QuickJS stack: deep recursion fails as a plugin error, not as a crash of the worker.
  stackBytes: 256 * 1024,
  // An error message kept with a run.
  errorChars: 2000,
} as const;

// How the sandbox pool shares its threads between sites (lib/domains/messaging/plugins/sandbox/pool.ts).
export const PLUGIN_POOL = {
  // Runs of one site waiting for a thread; one more is refused at once (a failed run, logged with the
  // reason), so a flood of runs from one site never grows memory.
  queuePerSite: 32,
  // A run that could not start within this long fails the same way (its caller has waited enough).
  queueWaitMs: PLUGIN_LIMITS.timeoutMs.max,
  // The wall-clock backstop of a run: this many times its CPU limit, at least wallMinMs. Generous: it
  // only ends a run that is blocked rather than computing (a starved one keeps its CPU time).
  wallFactor: 10,
  wallMinMs: 10_000,
} as const;

export const wallAllowanceMs = (timeoutMs: number) => Math.max(PLUGIN_POOL.wallMinMs, PLUGIN_POOL.wallFactor * timeoutMs);

// How many plugins one site may have, and how many runs of each are kept (newest first).
export const PLUGINS_PER_SITE = 50;
export const PLUGIN_RUNS_KEPT = 200;

// A lead's data after plugins merged their results into it.
export const MERGED_LEAD_DATA_BYTES = 64 * 1024;
