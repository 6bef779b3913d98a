// test/helpers/nginx.mjs
export interface RunningNginx {
  port: number;
  pid: number;
  // What nginx printed and its error log.
  log(): string;
  stop(): Promise<void>;
}

export declare function findNginx(): string | null;
export declare function startNginx(options: { upstreamPort: number; keepalive?: number; wrap?: string[] }): Promise<RunningNginx>;
export declare function freePort(): Promise<number>;
