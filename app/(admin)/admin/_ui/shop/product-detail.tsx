'use client';
import { Alert, Anchor, Badge, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import Link from 'next/link';
import { useState } from 'react';
import { formatMoney } from '@/lib/admin/money';
import { intervalText } from '@/lib/admin/order-status';
import { formatPairs } from '@/lib/admin/pairs';
import { postUrl, usePost } from '@/lib/admin/posts';
import { useSiteSettings } from '@/lib/admin/settings';
import { useDeleteVariant, useVariants, variantName, type Variant } from '@/lib/admin/products';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { StatusBadge } from '../posts/status-badge';
import { EmptyState, ErrorState, Loading } from '../states';
import { VariantForm } from './variant-form';
import { MediaPreviews } from '../files/image-preview';

export function ProductDetail({ postUid }: { postUid: string }) {
  const site = useAdminSite();
  const post = usePost(postUid);
  const settings = useSiteSettings();
  if (post.isPending) return <Loading label="Loading the product…" />;
  if (post.isError) return <ErrorState error={post.error} onRetry={() => post.refetch()} />;
  const p = post.data;
  return (
    <Stack>
      <Anchor component={Link} href={`/admin/sites/${site.uid}/products`} size="sm">
        ← Products
      </Anchor>
      <PageHeader title={p.title}>
        <Button component={Link} href={`/admin/sites/${site.uid}/posts/${p.uid}`} variant="default">
          Edit text
        </Button>
      </PageHeader>
      <Group gap="xs">
        <StatusBadge status={p.status} />
        {p.status === 1 ? (
          <Anchor href={postUrl(site.origin, settings.data?.settings, p)} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {postUrl(site.origin, settings.data?.settings, p)}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {postUrl('', settings.data?.settings, p)}
          </Text>
        )}
      </Group>
      <MediaPreviews media={p.media} size={96} />
      {p.type !== 'product' && (
        <Alert color="yellow" role="alert" title="Not a product">
          This post is of type “{p.type}”: its variants are not listed on the site as a product.
        </Alert>
      )}
      <Variants postUid={p.uid} />
    </Stack>
  );
}

function Variants({ postUid }: { postUid: string }) {
  const variants = useVariants(postUid);
  const remove = useDeleteVariant();
  const [editing, setEditing] = useState<Variant | null | undefined>(undefined);
  // A new variant starts in the currency the product already sells in.
  const currency = variants.data?.[0]?.currency ?? 'EUR';
  return (
    <Stack component="section" aria-labelledby="variants-heading" gap="sm">
      <Group justify="space-between">
        <Text component="h2" fw={700} size="lg" id="variants-heading">
          Variants
        </Text>
        <Button onClick={() => setEditing(null)}>Add variant</Button>
      </Group>
      {variants.isPending ? (
        <Loading label="Loading variants…" />
      ) : variants.isError ? (
        <ErrorState error={variants.error} onRetry={() => variants.refetch()} />
      ) : variants.data.length === 0 ? (
        <EmptyState title="No variants yet">A product sells its variants: add one with a price (a SKU is optional).</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label="Variants">
            <Table.Thead>
              <Table.Tr>
                {['SKU', 'Title', 'Price', 'Stock', 'Options', 'Billing', 'Actions'].map((c) => (
                  <Table.Th key={c} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.data.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {v.sku ? (
                        <Code>{v.sku}</Code>
                      ) : (
                        <Text size="sm" c="dimmed">
                          none
                        </Text>
                      )}
                      {v.sold && (
                        <Badge size="sm" variant="light" color="blue" title="Sold at least once: price, currency and SKU are frozen">
                          sold
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{v.title || '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(v.price, v.currency)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {v.stock === null ? (
                      <Text size="sm" c="dimmed">
                        unlimited
                      </Text>
                    ) : (
                      <Text size="sm" c={v.stock === 0 ? 'red' : undefined}>
                        {v.stock}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {formatPairs(v.options) || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{intervalText(v.interval, v.intervalCount)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" aria-label={`Edit variant ${variantName(v)}`} onClick={() => setEditing(v)}>
                        Edit
                      </Button>
                      <ConfirmButton
                        label={`Delete variant ${variantName(v)}`}
                        question={v.sold ? 'This variant has been sold: the server keeps sold variants, so this will be refused.' : 'Carts holding it lose it; past orders keep their copy.'}
                        loading={remove.isPending && remove.variables === v.id}
                        onConfirm={() => remove.mutate(v.id, { onSuccess: () => notifyDone(`Variant ${variantName(v)} deleted`), onError: (err) => notifyFailed(err, 'The variant was not deleted') })}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal closeButtonProps={CLOSE} size="lg" opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? `Edit variant ${variantName(editing)}` : 'New variant'}>
        {editing !== undefined && <VariantForm postUid={postUid} variant={editing ?? undefined} currency={currency} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
}
