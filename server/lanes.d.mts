export declare const HEAVY_HOLD_MS: number;
export declare const HEAD_LIMIT: number;
export type HostLoads = Array<[host: string, load: number]>;
export interface LaneReport {
  saturated: boolean;
  hosts: HostLoads;
}
export declare function hostOfHead(head: Buffer): string | null;
export interface HeadReader {
  // The first request's host once its Host line is whole (null until then, or without one).
  readonly host: string | null;
  readonly ended: boolean;
  readonly done: boolean;
  // Takes the next packet; true once the lane can be chosen.
  push(chunk: Buffer): boolean;
  bytes(): Buffer;
}
export declare function createHeadReader(): HeadReader;
export declare function normalHost(value: string): string;
export interface LaneTable {
  report(report: LaneReport & { worker: number | string; heavyLane: boolean }, now: number): string[];
  forget(worker: number | string): void;
  isHeavy(host: string): boolean;
  expire(now: number): string[];
  hosts(): string[];
}
export declare function createLaneTable(options?: { holdMs?: number; minLoad?: number }): LaneTable;
export interface HostLoad {
  // Loop time spent on the host's work (a render's stretch).
  charge(host: string | undefined, ms: number): void;
  // Time of a thread (a plugin run) spent on the host's work.
  chargeThread(host: string | undefined, ms: number): void;
  // First thing in a request's handler; the returned function once its answer is done.
  start(host: string, req?: { complete: boolean }): () => void;
  // `loop` and `cpu`: the worker's event-loop utilisation and its process CPU per core over the report.
  report(): LaneReport & { loop: number; cpu: number };
}
export declare function createHostLoad(options?: {
  now?: () => number;
  cpuUsage?: (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage;
  elu?: (previous?: { idle: number; active: number; utilization: number }) => { idle: number; active: number; utilization: number };
  cores?: number;
}): HostLoad;
