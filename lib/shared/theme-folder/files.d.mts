export declare function readFolderFiles(dir: string): Record<string, string>;
