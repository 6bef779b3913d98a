import type { AsyncLocalStorage } from 'node:async_hooks';
import type { DestinationStream, Logger, LoggerOptions } from 'pino';

export declare const LOG_LEVELS: readonly ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare const REDACT_PATHS: string[];
export declare const requestContext: AsyncLocalStorage<{ reqId: string }>;
export declare function requestIdFrom(incoming: string | null | undefined, trusted: boolean): string;
export declare function serializeError(err: unknown, depth?: number): unknown;
export declare function logLevel(value?: string): string;
export declare function createLogger(options?: LoggerOptions, destination?: DestinationStream): Logger;
export interface BatchedStdout extends DestinationStream {
  flush(): void;
}
export declare function batchedStdout(): BatchedStdout;
export declare function serverStdout(): BatchedStdout | undefined;
export declare function batchedWrites(out: { write(text: string): unknown }): BatchedStdout;
