'use client';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import type * as Monaco from 'monaco-editor';
import type { TemplateItem } from '@/lib/admin/templates';
import { ManagedDiffEditor } from './diff-editor';
import { nameDiffSides } from './monaco';

// Someone saved since this edit began: their body on the left, ours on the right (editable), merged by
// hand. Nothing is overwritten until the user saves the merge against their version.
export function ConflictModal({
  current,
  mine,
  onSaveMerged,
  onTakeTheirs,
  onClose,
  saving,
}: {
  current: TemplateItem;
  mine: string;
  onSaveMerged: (merged: string) => void;
  onTakeTheirs: () => void;
  onClose: () => void;
  saving: boolean;
}) {
  const diff = useRef<Monaco.editor.IStandaloneDiffEditor | null>(null);
  return (
    <Modal opened onClose={onClose} title="Someone else saved this template" size="95%" data-testid="conflict" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Alert color="orange" role="alert">
          Version {current.version} was saved while you were editing. Left: the saved version. Right: yours — edit it to merge, then save.
        </Alert>
        <div style={{ height: '60vh', border: '1px solid var(--mantine-color-gray-4)' }}>
          <ManagedDiffEditor
            original={current.body}
            modified={mine}
            language="liquid"
            onMount={(editor) => {
              diff.current = editor;
              nameDiffSides(editor, `Saved version ${current.version}`, 'Your version (editable)');
            }}
            options={{ renderSideBySide: true, originalEditable: false, readOnly: false, minimap: { enabled: false }, automaticLayout: true }}
          />
        </div>
        <Group justify="flex-end" wrap="wrap">
          <Text size="sm" c="dimmed" mr="auto">
            Saving replaces version {current.version} with the right side.
          </Text>
          <Button variant="default" onClick={onTakeTheirs}>
            Discard mine, keep theirs
          </Button>
          <Button loading={saving} onClick={() => onSaveMerged(diff.current?.getModifiedEditor().getValue() ?? mine)}>
            Save merged version
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
