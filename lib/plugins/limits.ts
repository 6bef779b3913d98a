// Plugin resource limits (spec part 8); the manifest publishes them and plugin bodies are checked against them.
export const PLUGIN_LIMITS = {
  timeoutMs: { min: 50, max: 5000, default: 200 },
  memoryMb: { min: 8, max: 256, default: 32 },
} as const;
