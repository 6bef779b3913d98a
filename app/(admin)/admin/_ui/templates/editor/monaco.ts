'use client';
import { loader } from '@monaco-editor/react';

// Monaco from the platform's own origin (copied at build by scripts/copy-monaco.mjs), never a CDN.
loader.config({ paths: { vs: `/admin/monaco/${process.env.MONACO_VERSION}/vs` } });
// Starts fetching Monaco (idempotent: the editor's own init gets the same promise). Called as soon as
// the editor screen's code arrives, alongside its data queries rather than after them, and by the
// templates list once it is drawn: the editor is the next screen there, and opens without the wait.
export function startLoadingMonaco(): void {
  if (typeof window !== 'undefined') loader.init().catch(() => {});
}

export { default as Editor, DiffEditor } from '@monaco-editor/react';
// The wrapper's own `Monaco` type resolves to `any` against monaco-editor 0.5x's typings: name the
// namespace directly so what the editors call on it is checked.
export type Monaco = typeof import('monaco-editor');

// The diff editor's two sides need names of their own (its aria options do not reach the inner editors).
export function nameDiffSides(diff: { getOriginalEditor(): Named; getModifiedEditor(): Named }, original: string, modified: string): void {
  diff.getOriginalEditor().updateOptions({ ariaLabel: original });
  diff.getModifiedEditor().updateOptions({ ariaLabel: modified });
}
type Named = { updateOptions(options: { ariaLabel: string }): void };
