import type { Extensions, PGlite } from '@electric-sql/pglite';
export declare const MIGRATIONS_DIR: string;
export declare function pgliteExtensions(): Promise<Extensions>;
export declare const JSON_AS_TEXT: Record<number, (text: string) => string>;
export declare function openPgliteFiles(dataDir: string): Promise<PGlite>;
