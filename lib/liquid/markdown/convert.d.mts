// Types of ./convert.mjs (plain JavaScript, shared with the worker thread).
export declare function markdownToSafeHtml(source: string): string;
