// Exit codes shared by the outer server (server/server.mjs) and `npm start`'s primary (server/start.mjs).
// Plain JavaScript: both are run by Node as they are.

// The configuration is invalid (sysexits' EX_CONFIG): no restart can fix it, so the primary stops too
// and a supervisor learns that the deploy failed.
export const EXIT_CONFIG = 78;

// An error of the environment's validation (lib/shared/env.ts), however Next.js wrapped it on the way.
export function isConfigurationError(err) {
  for (let e = err, depth = 0; e && depth < 10; e = e.cause, depth++) {
    if (e.name === 'ConfigurationError' || /^Invalid environment:/.test(String(e.message ?? ''))) return true;
  }
  return false;
}
