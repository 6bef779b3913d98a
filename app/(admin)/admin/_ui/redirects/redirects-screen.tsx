'use client';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeleteRedirect, useRedirects, type Redirect } from '@/lib/admin/redirects';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { RedirectForm } from './redirect-form';

export function RedirectsScreen() {
  const [page, setPage] = useState(1);
  const redirects = useRedirects(page);
  const remove = useDeleteRedirect();
  const [editing, setEditing] = useState<Redirect | null | undefined>(undefined);
  return (
    <Stack>
      <PageHeader title="Redirects">
        <Button onClick={() => setEditing(null)}>New redirect</Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        A redirect applies when no page has the path.
      </Text>
      <ListTable
        query={redirects}
        loading="Loading redirects…"
        empty=<EmptyState title="No redirects yet">Send an old path to a new one with “New redirect”.</EmptyState>
        minWidth={560}
        rowKey={(r) => r.id}
        columns={[
          { label: 'From', cell: (r) => <Code style={{ overflowWrap: 'anywhere' }}>{r.from}</Code> },
          {
            label: 'To',
            maw: 320,
            cell: (r) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.to}
              </Text>
            ),
          },
          { label: 'Status', cell: (r) => r.status },
          {
            label: 'Actions',
            actions: true,
            cell: (r) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" aria-label={`Edit redirect ${r.from}`} onClick={() => setEditing(r)}>
                  Edit
                </Button>
                <ConfirmButton
                  label={`Delete redirect ${r.from}`}
                  question={
                    <>
                      Visitors of <Code>{r.from}</Code> get the site’s 404 page from now on.
                    </>
                  }
                  onConfirm={() => remove.mutate(r.id, { onSuccess: () => notifyDone('Redirect deleted'), onError: (err) => notifyFailed(err, 'The redirect was not deleted') })}
                />
              </Group>
            ),
          },
        ]}
        noun="redirects"
        onPage={setPage}
      />
      <Modal closeButtonProps={CLOSE} opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? `Edit redirect ${editing.from}` : 'New redirect'}>
        {editing !== undefined && <RedirectForm redirect={editing ?? undefined} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
}
