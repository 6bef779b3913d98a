'use client';
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CreatePostBody } from '@/lib/domains/content/posts/schemas';
import { errorText } from '@/lib/admin/api';
import { postUrl } from '@/lib/admin/posts';
import { useCreateProduct, useProducts } from '@/lib/admin/products';
import { useSiteSettings } from '@/lib/admin/settings';
import { useAdminSite } from '@/lib/admin/site-context';
import { CLOSE, notifyDone } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { SearchResults } from '../posts/search-results';
import { StatusBadge } from '../posts/status-badge';
import { EmptyState } from '../states';
import { MediaPreviews } from '../files/image-preview';

const STATUS_FILTERS = [
  { value: '', label: 'Any status' },
  { value: '0', label: 'Draft' },
  { value: '1', label: 'Published' },
];

export function ProductsScreen() {
  const site = useAdminSite();
  const go = useRouter();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [creating, setCreating] = useState(false);
  const [words, setWords] = useState('');
  const [q] = useDebouncedValue(words.trim(), 300);
  const products = useProducts(page, status === '' ? undefined : Number(status), !q);
  const settings = useSiteSettings();
  const base = `/admin/sites/${site.uid}/products`;
  return (
    <Stack>
      <PageHeader title="Products">
        <Button onClick={() => setCreating(true)}>New product</Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        A product is a post of type “product”: its page text is written in Posts, what it sells (variants, prices, stock) here.
      </Text>
      <Group align="end" role="search" aria-label="Filter products">
        <TextInput label="Search" placeholder='Words, "a phrase", -word' type="search" value={words} onChange={(e) => (setWords(e.currentTarget.value), setPage(1))} w={320} />
        <Select label="Status" data={STATUS_FILTERS} value={status} onChange={(v) => (setStatus(v ?? ''), setPage(1))} allowDeselect={false} maw={240} />
      </Group>
      {q ? (
        <SearchResults params={{ q, page, type: 'product', publishedOnly: status === '1' }} hrefOf={(uid) => `${base}/${uid}`} onPage={setPage} />
      ) : (
        <ListTable
          query={products}
          loading="Loading products…"
          empty=<EmptyState title={status ? 'No products with this status' : 'No products yet'}>{status ? 'Choose another status.' : 'Add the first one with “New product”.'}</EmptyState>
          minWidth={560}
          rowKey={(p) => p.uid}
          rowLink={{ href: (p) => `${base}/${p.uid}` }}
          columns={[
            { label: 'Image', cell: (p) => <MediaPreviews media={p.media.slice(0, 1)} size={40} /> },
            { label: 'Product', cell: (p) => p.title, note: (p) => postUrl('', settings.data?.settings, p) },
            { label: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
            {
              label: 'Date',
              cell: (p) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {new Date(p.date).toLocaleDateString()}
                </Text>
              ),
            },
            {
              label: 'Text',
              cell: (p) => (
                <Anchor component={Link} href={`/admin/sites/${site.uid}/posts/${p.uid}`} size="sm" aria-label={`Edit the text of ${p.title}`}>
                  Edit text
                </Anchor>
              ),
            },
          ]}
          noun="products"
          onPage={setPage}
        />
      )}
      <Modal closeButtonProps={CLOSE} opened={creating} onClose={() => setCreating(false)} title="New product">
        {creating && <NewProductForm onCreated={opened} />}
      </Modal>
    </Stack>
  );

  // A new product opens on its variants: it sells nothing until it has one.
  function opened(uid: string) {
    setCreating(false);
    go.push(`${base}/${uid}`);
  }
}

function NewProductForm({ onCreated }: { onCreated: (uid: string) => void }) {
  const create = useCreateProduct();
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('0');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = CreatePostBody.shape.title.safeParse(title);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    create.mutate({ title: checked.data, status: Number(status) }, { onSuccess: (post) => (notifyDone(`Product “${post.title}” created`), onCreated(post.uid)) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {create.isError && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <TextInput label="Title" required data-autofocus value={title} error={error} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Select label="Status" data={STATUS_FILTERS.slice(1)} value={status} onChange={(v) => setStatus(v ?? '0')} allowDeselect={false} description="Published products are listed on the site" />
        <Button type="submit" loading={create.isPending}>
          Create product
        </Button>
      </Stack>
    </form>
  );
}
