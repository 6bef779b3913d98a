// test/helpers/fault-proxy.mjs
export type FaultMode = 'pass' | 'refuse' | 'silence' | 'delay';

export interface FaultProxy {
  // host:port to put in the dependency's URL.
  address: string;
  setMode(mode: FaultMode, delayMs?: number): void;
  close(): Promise<void>;
}

export declare function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy>;
