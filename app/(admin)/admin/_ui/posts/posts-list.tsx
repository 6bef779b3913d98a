'use client';
import { Anchor, Badge, Button, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import Link from 'next/link';
import { useState } from 'react';
import { usePosts, type PostFilters } from '@/lib/admin/posts';
import { useAdminSite } from '@/lib/admin/site-context';
import { PageHeader } from '../page-header';
import { Pager } from '../pager';
import { EmptyState, ErrorState, Loading } from '../states';
import { StatusBadge } from './status-badge';

const STATUS_FILTERS = [
  { value: '', label: 'Any status' },
  { value: '0', label: 'Draft' },
  { value: '1', label: 'Published' },
];

export function PostsList() {
  const site = useAdminSite();
  const [status, setStatus] = useState('');
  const [tag, setTag] = useState('');
  const [label, setLabel] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedTag] = useDebouncedValue(tag.trim(), 300);
  const [debouncedLabel] = useDebouncedValue(label.trim(), 300);
  const filters: PostFilters = { page, status: status === '' ? undefined : Number(status), tag: debouncedTag || undefined, label: debouncedLabel || undefined };
  const posts = usePosts(filters);
  const filtered = status !== '' || !!debouncedTag || !!debouncedLabel;
  // A new filter starts again at page 1.
  const change = (set: (v: string) => void) => (v: string) => (set(v), setPage(1));
  const base = `/admin/sites/${site.uid}/posts`;

  return (
    <Stack>
      <PageHeader title="Posts">
        <Button component={Link} href={`${base}/new`}>New post</Button>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="search" aria-label="Filter posts">
        <Select label="Status" data={STATUS_FILTERS} value={status} onChange={(v) => change(setStatus)(v ?? '')} allowDeselect={false} />
        <TextInput label="Tag" placeholder="Any tag" value={tag} onChange={(e) => change(setTag)(e.currentTarget.value)} />
        <TextInput label="Label" placeholder="Any label" value={label} onChange={(e) => change(setLabel)(e.currentTarget.value)} />
      </SimpleGrid>
      {posts.isPending ? (
        <Loading label="Loading posts…" />
      ) : posts.isError ? (
        <ErrorState error={posts.error} onRetry={() => posts.refetch()} />
      ) : posts.data.items.length === 0 ? (
        <EmptyState title={filtered ? 'No posts match these filters' : 'No posts yet'}>{filtered ? 'Change or clear the filters.' : 'Write the first one with “New post”.'}</EmptyState>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-busy={posts.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Title</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Tag</Table.Th>
                  <Table.Th scope="col">Label</Table.Th>
                  <Table.Th scope="col">Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {posts.data.items.map((post) => (
                  <Table.Tr key={post.uid}>
                    <Table.Td>
                      <Anchor component={Link} href={`${base}/${post.uid}`} fw={500}>{post.title}</Anchor>
                      <Text size="xs" c="dimmed">/{post.slug}{post.type !== 'post' ? ` · ${post.type}` : ''}</Text>
                    </Table.Td>
                    <Table.Td><StatusBadge status={post.status} /></Table.Td>
                    <Table.Td>{post.tag ? <Badge variant="light" color="gray">{post.tag}</Badge> : '—'}</Table.Td>
                    <Table.Td>{post.label ?? '—'}</Table.Td>
                    <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{new Date(post.date).toLocaleDateString()}</Text></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager info={posts.data.pagination} onChange={setPage} noun="posts" />
        </>
      )}
    </Stack>
  );
}
