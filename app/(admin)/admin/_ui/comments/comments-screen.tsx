'use client';
import { Anchor, Badge, Button, Group, Rating, Select, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useState } from 'react';
import { useCommentedPosts, useComments, useDeleteComment, useSetCommentStatus, type Comment } from '@/lib/admin/comments';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';

// Moderation: hide and show where the server keeps a comment status, delete always. Bodies are the
// public's words: shown as text only.
export function CommentsScreen() {
  const site = useAdminSite();
  const [page, setPage] = useState(1);
  const [postUid, setPostUid] = useState<string | null>(null);
  const comments = useComments(page, postUid ?? undefined);
  const posts = useCommentedPosts();
  const remove = useDeleteComment();
  const setStatus = useSetCommentStatus();

  const toggle = (c: Comment) => {
    const status = c.status === 'hidden' ? 'visible' : 'hidden';
    setStatus.mutate({ id: c.id, status }, { onSuccess: () => notifyDone(status === 'hidden' ? 'Comment hidden' : 'Comment shown'), onError: (err) => notifyFailed(err) });
  };

  return (
    <Stack>
      <PageHeader title="Comments" />
      <Select
        label="Post"
        description="Only the comments of this post"
        placeholder="Any post"
        searchable
        clearable
        maw={{ base: '100%', sm: 360 }}
        data={(posts.data?.items ?? []).map((p) => ({ value: p.uid, label: p.title || 'Untitled' }))}
        value={postUid}
        onChange={(v) => (setPostUid(v), setPage(1))}
        nothingFoundMessage="No post by that title"
      />
      <ListTable
        query={comments}
        loading="Loading comments…"
        empty=<EmptyState title={postUid ? 'No comments on this post' : 'No comments yet'} />
        minWidth={680}
        rowKey={(c) => c.id}
        columns={[
          {
            label: 'Comment',
            maw: 360,
            cell: (c) => (
              <>
                {c.rating !== null && <Rating value={c.rating} readOnly size="xs" aria-label={`Rated ${c.rating} of 5`} />}
                <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {c.body}
                </Text>
              </>
            ),
          },
          { label: 'Author', cell: (c) => <Text size="sm">{c.author?.name ?? 'Anonymous'}</Text> },
          {
            label: 'Post',
            cell: (c) => (
              <Anchor component={Link} href={`/admin/sites/${site.uid}/posts/${encodeURIComponent(c.postUid)}`} size="sm">
                {c.postTitle || 'Untitled post'}
              </Anchor>
            ),
          },
          {
            label: 'Date',
            cell: (c) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {new Date(c.createdAt).toLocaleString()}
              </Text>
            ),
          },
          {
            label: 'Status',
            cell: (c) => (
              <Badge variant="light" color={c.status === 'hidden' ? 'gray' : 'green'}>
                {c.status}
              </Badge>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (c) => (
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
            ),
          },
        ]}
        noun="comments"
        onPage={setPage}
      />
    </Stack>
  );
}
