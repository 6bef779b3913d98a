import { startServer } from '../test/helpers/server';

// One real production server on a fresh embedded database (so the demo site is seeded).
export default async function globalSetup() {
  const server = await startServer('pglite');
  process.env.E2E_SERVER_URL = server.url;
  return () => server.stop();
}
