// The server log for the app: JSON lines through pino (see server-log-core.mjs for the rules on what
// may be logged). One logger per process, whichever bundle imports this module; a line written while
// a request is handled carries its `reqId` (lib/http/request-log.ts sets it).
import { processSingleton } from '@/lib/process-singleton';
import { createLogger, requestContext, REQUEST_ID_HEADER } from './server-log-core.mjs';

export const log = processSingleton('server-log', () => createLogger());

export { requestContext, REQUEST_ID_HEADER };
