'use client';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBits, useDeleteBit, type Bit } from '@/lib/admin/bits';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { BitForm } from './bit-form';

// A value as one line: strings as they are, anything else as JSON.
const showValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function BitsScreen() {
  const [page, setPage] = useState(1);
  const bits = useBits(page);
  const remove = useDeleteBit();
  // undefined: no dialog; null: a new bit; a bit: editing it.
  const [editing, setEditing] = useState<Bit | null | undefined>(undefined);
  return (
    <Stack>
      <PageHeader title="Bits">
        <Button onClick={() => setEditing(null)}>New bit</Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        Named values your templates read with <Code>{'{{ bits.name }}'}</Code>: phone numbers, banners, feature switches.
      </Text>
      <ListTable
        query={bits}
        loading="Loading bits…"
        empty=<EmptyState title="No bits yet">Add one with “New bit”.</EmptyState>
        minWidth={560}
        rowKey={(bit) => bit.uid}
        columns={[
          { label: 'Name', cell: (bit) => <Code>{bit.name}</Code> },
          {
            label: 'Value',
            maw: 360,
            cell: (bit) => (
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {showValue(bit.value)}
              </Text>
            ),
          },
          {
            label: 'Updated',
            cell: (bit) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {new Date(bit.updatedAt).toLocaleString()}
              </Text>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (bit) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" aria-label={`Edit bit ${bit.name}`} onClick={() => setEditing(bit)}>
                  Edit
                </Button>
                <ConfirmButton
                  label={`Delete bit ${bit.name}`}
                  question={
                    <>
                      Templates reading <Code>{bit.name}</Code> get nothing from now on.
                    </>
                  }
                  onConfirm={() => remove.mutate(bit.uid, { onSuccess: () => notifyDone('Bit deleted'), onError: (err) => notifyFailed(err, 'The bit was not deleted') })}
                />
              </Group>
            ),
          },
        ]}
        noun="bits"
        onPage={setPage}
      />
      <Modal closeButtonProps={CLOSE} opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? `Edit bit ${editing.name}` : 'New bit'}>
        {editing !== undefined && <BitForm bit={editing ?? undefined} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
}
