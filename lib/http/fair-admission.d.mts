import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SHARED_IN_FLIGHT: number;
export declare const QUEUE_PER_HOST: number;
export declare const SLOW_BODY_MS: number;
export declare function hostKey(host?: string): string;
export interface Admission {
  admit(host: string, start: () => void, onRelease: (release: () => void) => void): boolean;
  waiting(): number;
  stop(): void;
}
export declare function createAdmission(options?: { saturated?: () => boolean }): Admission;
export declare function releaseWhenIdle(req: IncomingMessage, res: ServerResponse, release: () => void): void;
