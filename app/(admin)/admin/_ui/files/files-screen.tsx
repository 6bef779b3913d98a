'use client';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useDeleteFile, useFiles, useStorageUse, useUpdateFile, type FileRecord } from '@/lib/admin/files';
import { ROLE_NAMES } from '@/lib/admin/roles';
import { useMe } from '@/lib/admin/session';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { FileForm } from './file-form';
import { formatSize } from './format-size';
import { ImagePreview } from './image-preview';
import { StorageUseBar } from './storage-use';
import { Uploader } from './uploader';

// The role that publishes file records and changes anyone's (docs/behaviours.md#B-file-drafts); below it a member's records
// are drafts they may change or delete until a writer publishes them.
const PUBLISH_ROLE = 2;
// The role that uploads (presign), whose delete of a record deletes its uploaded file too.
const UPLOAD_ROLE = 3;

// Uploads (bytes to the site's store through a presigned URL, then a record) and file records of
// files stored elsewhere, added by URL.
export function FilesScreen() {
  const site = useAdminSite();
  const me = useMe(site.uid);
  const [page, setPage] = useState(1);
  const files = useFiles(page);
  const storage = useStorageUse();
  const remove = useDeleteFile();
  const update = useUpdateFile();
  const [creating, { open, close }] = useDisclosure(false);
  const canPublish = site.role >= PUBLISH_ROLE;
  // What the API lets this member change: anything from role 2, else their own drafts.
  const canChange = (file: FileRecord) => canPublish || (!file.published && file.ownerUid === me.data?.uid);
  const setPublished = (file: FileRecord, published: boolean) =>
    update.mutate(
      { uid: file.uid, body: { published } },
      { onSuccess: () => notifyDone(published ? `${file.name} published` : `${file.name} is a draft again`), onError: (err) => notifyFailed(err, 'The file was not changed') },
    );
  return (
    <Stack>
      <PageHeader title="Files">
        <Button variant="default" onClick={open}>
          Add a file record
        </Button>
      </PageHeader>
      {!canPublish && (
        <Text size="sm" c="dimmed">
          As a {ROLE_NAMES[site.role] ?? `role ${site.role}`} your file records are saved as drafts: nobody else sees them until a writer or above publishes them.
        </Text>
      )}
      {storage.data && <StorageUseBar use={storage.data} />}
      <Uploader />
      <ListTable
        query={files}
        loading="Loading files…"
        empty=<EmptyState title="No files yet">Upload files, or add a record for a file stored elsewhere by its URL.</EmptyState>
        minWidth={640}
        rowKey={(file) => file.uid}
        columns={[
          { label: 'Preview', cell: (file) => <ImagePreview file={file} /> },
          {
            label: 'Name',
            maw: 320,
            cell: (file) => (
              <>
                <Anchor href={file.url} target="_blank" rel="noopener noreferrer nofollow" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Anchor>
                {!file.published && (
                  <Badge ml="xs" size="xs" variant="light" color="gray">
                    Draft
                  </Badge>
                )}
                {file.alt && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {file.alt}
                  </Text>
                )}
              </>
            ),
          },
          { label: 'Type', cell: (file) => <Text size="sm">{file.mime}</Text> },
          {
            label: 'Size',
            cell: (file) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatSize(file.size)}
              </Text>
            ),
          },
          {
            label: 'Added',
            cell: (file) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {new Date(file.createdAt).toLocaleDateString()}
              </Text>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (file) => (
              <Group gap="xs" wrap="nowrap">
                {canPublish && (
                  <Button
                    variant="light"
                    size="xs"
                    aria-label={`${file.published ? 'Unpublish' : 'Publish'} file ${file.name}`}
                    loading={update.isPending && update.variables?.uid === file.uid}
                    onClick={() => setPublished(file, !file.published)}
                  >
                    {file.published ? 'Unpublish' : 'Publish'}
                  </Button>
                )}
                {canChange(file) && (
                  <ConfirmButton
                    label={`Delete file ${file.name}`}
                    question={
                      site.role >= UPLOAD_ROLE
                        ? 'The record is removed, and the uploaded file it names with it (unless another record names it): pages and posts that link to the file keep a broken link.'
                        : 'The record is removed; pages and posts that link to its URL keep the link.'
                    }
                    onConfirm={() => remove.mutate(file.uid, { onSuccess: () => notifyDone('File deleted'), onError: (err) => notifyFailed(err, 'The file was not deleted') })}
                  />
                )}
              </Group>
            ),
          },
        ]}
        noun="files"
        onPage={setPage}
      />
      <Modal closeButtonProps={CLOSE} opened={creating} onClose={close} title="Add a file record">
        <FileForm onDone={close} />
      </Modal>
    </Stack>
  );
}
