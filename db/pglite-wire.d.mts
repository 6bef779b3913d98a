import type { PGlite } from '@electric-sql/pglite';
export declare const HEAVY_LANE_APP: string;
export interface WireServer {
  listen(): Promise<void>;
  close(): Promise<void>;
  stats(): { clients: number; queued: number; holding: boolean; turns: number; released: number };
}
export declare function serveWire(
  db: PGlite,
  options: { socketPath: string; onNotification?: (channel: string, payload: string) => void; log?: (level: string, message: string) => void; idleMs?: number; heavyHoldMs?: number },
): WireServer;
