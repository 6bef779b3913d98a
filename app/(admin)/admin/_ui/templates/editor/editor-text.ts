'use client';
import type * as Monaco from 'monaco-editor';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// The body being edited. Monaco owns the text and React reads it: keystrokes reach React through
// `onModelChange` and are never written back (a controlled `value` wrote a render's stale copy over
// characters typed meanwhile, so fast typing lost some). Only a body set from outside the editor (a
// restore, the other side of a conflict, a recovered draft) is written into the model, as one undoable
// edit.
export function useEditorText(initial: string, editor: RefObject<Monaco.editor.IStandaloneCodeEditor | null>, mounted: boolean) {
  const [body, setBodyState] = useState(initial);
  const external = useRef<string | null>(null);
  const setBody = useCallback((text: string) => {
    external.current = text;
    setBodyState(text);
  }, []);
  const onModelChange = useCallback((text: string | undefined) => setBodyState(text ?? ''), []);
  useEffect(() => {
    const ed = editor.current;
    const model = ed?.getModel();
    if (external.current === null || !ed || !model) return;
    const text = external.current;
    external.current = null;
    if (model.getValue() === text) return;
    ed.pushUndoStop();
    ed.executeEdits('set-body', [{ range: model.getFullModelRange(), text, forceMoveMarkers: true }]);
    ed.pushUndoStop();
  }, [body, mounted, editor]);
  return { body, setBody, onModelChange };
}
