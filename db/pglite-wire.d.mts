import type { PGlite } from '@electric-sql/pglite';
export declare const HEAVY_LANE_APP: string;
export declare const TRANSACTION_SHARE_CODE: string;
export interface WireServer {
  listen(): Promise<void>;
  close(): Promise<void>;
  stats(): { clients: number; queued: number; holding: boolean; turns: number; released: number; longestWaitMs: number };
}
export declare function serveWire(
  db: PGlite,
  options: {
    socketPath: string;
    onNotification?: (channel: string, payload: string) => void;
    log?: (level: string, message: string) => void;
    shareMs?: number;
    heavyHoldMs?: number;
    slowTurnMs?: number;
  },
): WireServer;
