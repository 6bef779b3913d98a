import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const DRAIN_BYTES: number;
export declare const DRAIN_MS: number;
export declare const LINGER_MS: number;
export declare function guardUnreadBody(req: IncomingMessage, res: ServerResponse): void;
