export type FolderTemplateType = 'page' | 'layout' | 'partial' | 'asset' | 'email';
export interface FolderTheme {
  name: string;
  description?: string;
  settings?: Record<string, unknown>;
  // Where the folder was pulled from or exported by (the site's URL); informational.
  site?: string | null;
  manifestVersion: number | null;
}
export interface TemplateRecordIn {
  uid: string;
  title: string;
  type: string;
  permalink: string | null;
  body: string;
  published: boolean;
}
export interface FolderTemplate {
  path: string;
  // The file's line the body starts on (after its front matter).
  bodyLine: number;
  type: FolderTemplateType;
  title: string;
  permalink: string | null;
  published: boolean;
  body: string;
}
export interface FolderBit {
  name: string;
  value: unknown;
}
export interface FolderRedirect {
  from: string;
  to: string;
  status: number;
}
export interface FolderProblem {
  path: string;
  line: number;
  column: number;
  message: string;
}
export declare function templatePaths(templates: Pick<TemplateRecordIn, 'uid' | 'title' | 'type' | 'published'>[]): Map<string, string>;
export declare function folderFiles(input: { theme: FolderTheme; templates: TemplateRecordIn[]; bits: FolderBit[]; redirects: FolderRedirect[] }): Record<string, string>;
export declare function readFolder(files: Record<string, string>): {
  theme: { name: string; description: string; site: string | null; manifestVersion: number | null; settings: Record<string, unknown> };
  templates: FolderTemplate[];
  bits: FolderBit[];
  redirects: FolderRedirect[];
  problems: FolderProblem[];
};
export declare function isThemePath(path: string): boolean;
export declare function isScratchName(name: string): boolean;
