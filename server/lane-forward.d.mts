import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export declare const FORWARD_HEADER: string;
type Lane = 'normal' | 'heavy';
export declare function listenForForwards(options: { dir: string; lane: string; onConnection: (socket: Socket) => void }): { path: string; listening: Promise<string>; close: () => void };
interface Forwarder {
  setTargets(targets: { normal?: string[]; heavy?: string[] }): void;
  has(lane: Lane): boolean;
  forward(req: IncomingMessage, res: ServerResponse, options: { lane: Lane; host: string; clientIp: string; requestId: string; answer: (status: number, text: string) => void }): void;
}
export declare function createForwarder(options: { secret: string; maxPerHost?: number }): Forwarder;
export declare function forwardedClient(req: IncomingMessage, secret: string): string | null;
