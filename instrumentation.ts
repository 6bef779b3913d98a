// Next.js calls register() once when the server starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startPlatformOrExit } = await import('./lib/startup');
  await startPlatformOrExit();
}
