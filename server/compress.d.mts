export interface CompressibleAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer | null;
}
export declare function chooseEncoding(acceptEncoding: string | undefined): string;
export declare function compressAnswer<T extends CompressibleAnswer>(page: T, acceptEncoding: string | undefined): T | Promise<T>;
