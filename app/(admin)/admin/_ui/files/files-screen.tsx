'use client';
import { Anchor, Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useDeleteFile, useFiles } from '@/lib/admin/files';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { PagedTable } from '../paged-table';
import { EmptyState } from '../states';
import { FileForm } from './file-form';
import { Uploader } from './uploader';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export function formatSize(bytes: number): string {
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < UNITS.length - 1) (n /= 1024), u++;
  return `${u === 0 ? n : n.toFixed(n < 10 ? 1 : 0)} ${UNITS[u]}`;
}

// Uploads (bytes to the site's store through a presigned URL, then a record) and file records of
// files stored elsewhere, added by URL.
export function FilesScreen() {
  const [page, setPage] = useState(1);
  const files = useFiles(page);
  const remove = useDeleteFile();
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <Stack>
      <PageHeader title="Files">
        <Button variant="default" onClick={open}>Add a file record</Button>
      </PageHeader>
      <Uploader />
      <PagedTable
        query={files}
        loading="Loading files…"
        empty=<EmptyState title="No files yet">Upload files, or add a record for a file stored elsewhere by its URL.</EmptyState>
        minWidth={640}
        columns={['Name', 'Type', 'Size', 'Added', 'Actions']}
        noun="files"
        onPage={setPage}
        row={(file) => (
          <Table.Tr key={file.uid}>
            <Table.Td maw={320}>
              <Anchor href={file.url} target="_blank" rel="noopener noreferrer nofollow" size="sm" style={{ overflowWrap: 'anywhere' }}>{file.name}</Anchor>
              {file.alt && <Text size="xs" c="dimmed" lineClamp={1}>{file.alt}</Text>}
            </Table.Td>
            <Table.Td><Text size="sm">{file.mime}</Text></Table.Td>
            <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatSize(file.size)}</Text></Table.Td>
            <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{new Date(file.createdAt).toLocaleDateString()}</Text></Table.Td>
            <Table.Td>
              <ConfirmButton
                label={`Delete file ${file.name}`}
                question="The record is removed; pages and posts that link to its URL keep the link."
                onConfirm={() => remove.mutate(file.uid, { onSuccess: () => notifyDone('File deleted'), onError: (err) => notifyFailed(err, 'The file was not deleted') })}
              />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Modal closeButtonProps={CLOSE} opened={creating} onClose={close} title="Add a file record">
        <FileForm onDone={close} />
      </Modal>
    </Stack>
  );
}
