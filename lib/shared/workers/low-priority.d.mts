export declare function lowerThreadPriority(): void;
