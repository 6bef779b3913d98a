import { startServer } from '../test/helpers/server';

// One real production server on a fresh embedded database (so the demo site is seeded).
export default async function globalSetup() {
  // Private fetches allowed: the webhook test's receiver listens on this machine. Analytics flush often,
  // so the analytics screen shows the views the test just made.
  const server = await startServer('pglite', { ALLOW_PRIVATE_FETCH: 'true', ANALYTICS_FLUSH_MS: '500' });
  process.env.E2E_SERVER_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
