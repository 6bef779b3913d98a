export declare function watchThemeFolder(dir: string, onFile: (path: string) => void): { close(): void };
