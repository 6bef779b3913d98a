// Next.js calls register() once when the server starts (under `npm start`, `next start` and on Vercel
// alike), and holds its own preparation (loading every route module) until register() resolves. A
// standby cluster worker (server/start.mjs) must finish that preparation before it is promoted, so
// it only starts the platform there; handlers await whenStarted() before their first query in any case.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerNode } = await import('./lib/startup/register-node');
  await registerNode();
}
