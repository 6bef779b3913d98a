'use client';
import { Badge, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import Link from 'next/link';
import { useState } from 'react';
import { usePosts, type PostFilters } from '@/lib/admin/posts';
import { useAdminSite } from '@/lib/admin/site-context';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { SearchResults } from './search-results';
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
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedTag] = useDebouncedValue(tag.trim(), 300);
  const [debouncedLabel] = useDebouncedValue(label.trim(), 300);
  const [q] = useDebouncedValue(words.trim(), 300);
  const filters: PostFilters = { page, status: status === '' ? undefined : Number(status), tag: debouncedTag || undefined, label: debouncedLabel || undefined };
  const posts = usePosts(filters, !q);
  const filtered = status !== '' || !!debouncedTag || !!debouncedLabel;
  // A new filter starts again at page 1.
  const change = (set: (v: string) => void) => (v: string) => (set(v), setPage(1));
  const base = `/admin/sites/${site.uid}/posts`;

  return (
    <Stack>
      <PageHeader title="Posts">
        <Button component={Link} href={`${base}/new`}>
          New post
        </Button>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, sm: 4 }} role="search" aria-label="Filter posts">
        <TextInput label="Search" placeholder='Words, "a phrase", -word' type="search" value={words} onChange={(e) => change(setWords)(e.currentTarget.value)} />
        <Select label="Status" data={STATUS_FILTERS} value={status} onChange={(v) => change(setStatus)(v ?? '')} allowDeselect={false} />
        <TextInput label="Tag" placeholder="Any tag" disabled={!!q} value={tag} onChange={(e) => change(setTag)(e.currentTarget.value)} />
        <TextInput label="Label" placeholder="Any label" disabled={!!q} value={label} onChange={(e) => change(setLabel)(e.currentTarget.value)} />
      </SimpleGrid>
      {/* Words typed: the search's results, best first (drafts too unless Published is chosen). */}
      {q ? (
        <SearchResults params={{ q, page, publishedOnly: status === '1' }} hrefOf={(uid) => `${base}/${uid}`} onPage={setPage} />
      ) : (
        <ListTable
          query={posts}
          loading="Loading posts…"
          empty=<EmptyState title={filtered ? 'No posts match these filters' : 'No posts yet'}>{filtered ? 'Change or clear the filters.' : 'Write the first one with “New post”.'}</EmptyState>
          minWidth={640}
          rowKey={(post) => post.uid}
          rowLink={{ href: (post) => `${base}/${post.uid}` }}
          columns={[
            { label: 'Title', cell: (post) => post.title, note: (post) => `/${post.slug}${post.type !== 'post' ? ` · ${post.type}` : ''}` },
            { label: 'Status', cell: (post) => <StatusBadge status={post.status} /> },
            {
              label: 'Tag',
              cell: (post) =>
                post.tag ? (
                  <Badge variant="light" color="gray">
                    {post.tag}
                  </Badge>
                ) : (
                  '—'
                ),
            },
            { label: 'Label', cell: (post) => post.label ?? '—' },
            {
              label: 'Date',
              cell: (post) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {new Date(post.date).toLocaleDateString()}
                </Text>
              ),
            },
          ]}
          noun="posts"
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
