export declare const EXIT_CONFIG: number;
export declare function isConfigurationError(err: unknown): boolean;
