'use client';
import { Anchor, Badge, Button, Group, Rating, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import Link from 'next/link';
import { useState } from 'react';
import { useComments, useDeleteComment, useSetCommentStatus, type Comment } from '@/lib/admin/comments';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { PagedTable } from '../paged-table';
import { EmptyState } from '../states';

// Moderation: hide and show where the server keeps a comment status, delete always. Bodies are the
// public's words: shown as text only.
export function CommentsScreen() {
  const site = useAdminSite();
  const [page, setPage] = useState(1);
  const [postUid, setPostUid] = useState('');
  const [debouncedPost] = useDebouncedValue(postUid.trim(), 300);
  const comments = useComments(page, debouncedPost || undefined);
  const remove = useDeleteComment();
  const setStatus = useSetCommentStatus();

  const toggle = (c: Comment) => {
    const status = c.status === 'hidden' ? 'visible' : 'hidden';
    setStatus.mutate({ id: c.id, status }, { onSuccess: () => notifyDone(status === 'hidden' ? 'Comment hidden' : 'Comment shown'), onError: (err) => notifyFailed(err) });
  };

  return (
    <Stack>
      <PageHeader title="Comments" />
      <TextInput
        label="Post"
        description="Only the comments of the post with this uid"
        placeholder="Any post"
        maw={{ base: '100%', sm: 360 }}
        value={postUid}
        onChange={(e) => (setPostUid(e.currentTarget.value), setPage(1))}
      />
      <PagedTable
        query={comments}
        loading="Loading comments…"
        empty=<EmptyState title={debouncedPost ? 'No comments on this post' : 'No comments yet'} />
        minWidth={680}
        columns={['Comment', 'Author', 'Post', 'Date', 'Status', 'Actions']}
        noun="comments"
        onPage={setPage}
        row={(c) => (
          <Table.Tr key={c.id}>
            <Table.Td maw={360}>
              {c.rating !== null && <Rating value={c.rating} readOnly size="xs" aria-label={`Rated ${c.rating} of 5`} />}
              <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.body}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{c.author?.name ?? 'Anonymous'}</Text>
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} href={`/admin/sites/${site.uid}/posts/${encodeURIComponent(c.postUid)}`} size="sm" aria-label={`Post ${c.postUid}`}>
                {c.postUid}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {new Date(c.createdAt).toLocaleString()}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={c.status === 'hidden' ? 'gray' : 'green'}>
                {c.status}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  loading={setStatus.isPending && setStatus.variables?.id === c.id}
                  aria-label={`${c.status === 'hidden' ? 'Show' : 'Hide'} comment ${c.id}`}
                  onClick={() => toggle(c)}
                >
                  {c.status === 'hidden' ? 'Show' : 'Hide'}
                </Button>
                <ConfirmButton
                  label={`Delete comment ${c.id}`}
                  question="The comment is removed from the site."
                  onConfirm={() => remove.mutate(c.id, { onSuccess: () => notifyDone('Comment deleted'), onError: (err) => notifyFailed(err, 'The comment was not deleted') })}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
