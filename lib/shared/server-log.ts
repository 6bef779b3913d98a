// The server log for the app: JSON lines through pino (see server-log-core.mjs for the rules on what
// may be logged). One logger per process, whichever bundle imports this module; a line written while
// a request is handled carries its `reqId` (lib/http/request-log.ts sets it). Under our own server the
// lines share its batched stdout (one write per turn of the event loop).
import { databaseUnreachable } from '@/db/unreachable';
import { processSingleton } from '@/lib/shared/process-singleton';
import { createLogger, requestContext, REQUEST_ID_HEADER, serverStdout } from './server-log-core.mjs';

const WARN = 40;

// A database outage is logged once when it starts and once when it ends (db/guard.ts): the errors it
// causes in every request and background loop meanwhile go to the debug level, not one line each.
function quietOutages(this: { debug: (...args: never[]) => void }, args: unknown[], method: (...args: unknown[]) => void, level: number): void {
  const first = args[0] as { err?: unknown } | undefined;
  if (level >= WARN && first && typeof first === 'object' && databaseUnreachable(first.err)) return this.debug(...(args as never[]));
  method.apply(this, args);
}

export const log = processSingleton('server-log', () => createLogger({ hooks: { logMethod: quietOutages } }, serverStdout()));

export { requestContext, REQUEST_ID_HEADER };
