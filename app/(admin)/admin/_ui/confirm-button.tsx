'use client';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { CLOSE } from './notify';

// A destructive action behind a confirmation dialog. `label` is the button's accessible name and the
// dialog's title ("Delete redirect /old"): it starts with the visible text, so speech input finds it.
export function ConfirmButton({
  label,
  question,
  confirm = 'Delete',
  onConfirm,
  loading,
  children,
}: {
  label: string;
  question: ReactNode;
  confirm?: string;
  onConfirm: () => void;
  loading?: boolean;
  children?: ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" color="red" size="xs" aria-label={label} onClick={open}>
        {children ?? confirm}
      </Button>
      <Modal closeButtonProps={CLOSE} opened={opened} onClose={close} title={label}>
        <Stack>
          <Text size="sm">{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={loading} onClick={() => (onConfirm(), close())}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
