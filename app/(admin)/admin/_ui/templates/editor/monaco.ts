'use client';
import { loader } from '@monaco-editor/react';

// Monaco from the platform's own origin (copied at build by scripts/copy-monaco.mjs), never a CDN.
loader.config({ paths: { vs: `/admin/monaco/${process.env.MONACO_VERSION}/vs` } });

export { default as Editor, DiffEditor } from '@monaco-editor/react';
export type { Monaco, OnMount, DiffOnMount } from '@monaco-editor/react';
