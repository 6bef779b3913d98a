'use client';
import type { DiffEditorProps } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import { useLayoutEffect, useRef } from 'react';
import { DiffEditor } from './monaco';

// Monaco's diff editor with its models let go in the right order. @monaco-editor/react disposes both
// models before the diff widget when it unmounts, and Monaco reports every such disposal as an uncaught
// "TextModel got disposed before DiffEditorWidget model got reset" (closing History after a restore
// logged it each time). Here the library keeps its hands off the models; a layout-effect cleanup, which
// React runs before the library's own (passive) one, detaches them from the widget and then disposes
// them, and the library disposes the widget after.
export function ManagedDiffEditor({ onMount, ...props }: DiffEditorProps) {
  const diff = useRef<Monaco.editor.IStandaloneDiffEditor | null>(null);
  useLayoutEffect(
    () => () => {
      const editor = diff.current;
      diff.current = null;
      const models = editor?.getModel();
      editor?.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
    },
    [],
  );
  return (
    <DiffEditor
      {...props}
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      onMount={(editor, monaco) => {
        diff.current = editor;
        onMount?.(editor, monaco);
      }}
    />
  );
}
