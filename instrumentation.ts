// Next.js calls register() once when the server starts, and holds its own preparation (loading every
// route module) until register() resolves. A standby cluster worker (scripts/start.mjs) must finish
// that preparation before it is promoted, so it only starts the platform here; handlers await
// whenStarted() before their first query in any case.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isStandby, startPlatformOrExit } = await import('./lib/startup');
  const started = startPlatformOrExit();
  if (!isStandby()) await started;
}
