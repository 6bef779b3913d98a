// `npm start`: build on first use, then serve on PORT (3000) with the embedded database by default.
import { ensureBuild } from './ensure-build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuild();
const { startServer } = await import('./server.mjs');
await startServer().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
