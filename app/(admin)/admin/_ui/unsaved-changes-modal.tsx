'use client';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnsavedGuard } from '@/lib/admin/unsaved-guard';

// Asks before an in-app link leaves a screen with unsaved changes (and lets the browser ask on reload
// or close). Render it on any screen that holds an unsaved edit.
export function UnsavedChangesGuard({ dirty, what = 'changes' }: { dirty: boolean; what?: string }) {
  const { leavingTo, stay, leave } = useUnsavedGuard(dirty);
  return (
    <Modal opened={leavingTo !== null} onClose={stay} title="Leave without saving?" data-testid="leave-guard" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">You have unsaved {what}. They are kept in this browser and offered again when you come back, but they are not saved.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={stay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={leave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
