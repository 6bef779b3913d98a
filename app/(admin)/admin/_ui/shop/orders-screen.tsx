'use client';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatMoney } from '@/lib/admin/money';
import { flagText, ORDER_FLAGS, ORDER_STATUSES, statusLabel } from '@/lib/admin/order-status';
import { useOrders, type OrderFilters } from '@/lib/admin/orders';
import { useAdminSite } from '@/lib/admin/site-context';
import { orderNumber } from '@/lib/domains/shop/orders/schemas';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { FlagBadges, StatusBadge } from './order-badges';

const STATUS_FILTERS = [{ value: '', label: 'Any status' }, ...ORDER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))];
const FLAG_FILTERS = [{ value: '', label: 'Any' }, ...ORDER_FLAGS.map((f) => ({ value: f, label: `Flagged ${flagText(f).label}` }))];
// Sales by default: a checkout never paid (pending: open or abandoned) is not a sale, as in Shopify's
// orders list; it has its own choice.
const SHOW = [
  { value: 'true', label: 'Sales (paid orders)' },
  { value: 'false', label: 'Checkouts not paid (abandoned)' },
  { value: '', label: 'Everything' },
];

export function OrdersScreen() {
  const site = useAdminSite();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [flag, setFlag] = useState('');
  const [paid, setPaid] = useState('true');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const filters: OrderFilters = { paid: paid || undefined, status: status || undefined, flag: flag || undefined, q: q || undefined };
  const orders = useOrders(page, filters);
  const filtered = !!(filters.status || filters.flag || filters.q);
  const noun = paid === 'false' ? 'checkouts not paid' : paid ? 'orders' : 'orders or checkouts';
  const base = `/admin/sites/${site.uid}/orders`;
  return (
    <Stack>
      <PageHeader title="Orders" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="search" aria-label="Filter orders">
        <Select label="Show" data={SHOW} value={paid} onChange={(v) => (setPaid(v ?? 'true'), setPage(1))} allowDeselect={false} />
        <TextInput label="Search" placeholder="Email or order number" value={search} onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))} />
        <Select label="Status" data={STATUS_FILTERS} value={status} onChange={(v) => (setStatus(v ?? ''), setPage(1))} allowDeselect={false} />
        <Select label="Flags" data={FLAG_FILTERS} value={flag} onChange={(v) => (setFlag(v ?? ''), setPage(1))} allowDeselect={false} />
      </SimpleGrid>
      <ListTable
        query={orders}
        loading="Loading orders…"
        empty=<EmptyState title={filtered ? `No ${noun} match these filters` : `No ${noun} yet`}>
          {filtered
            ? 'Change or clear the filters.'
            : paid === 'true'
              ? 'Orders appear here once a checkout is paid; checkouts not paid yet are under Show.'
              : 'Checkouts appear here from the first checkout on.'}
        </EmptyState>
        minWidth={760}
        rowKey={(o) => o.uid}
        rowLink={{ href: (o) => `${base}/${o.uid}`, label: (o) => `Order ${orderNumber(o.uid)}` }}
        columns={[
          { label: 'Order', cell: (o) => orderNumber(o.uid) },
          {
            label: 'Customer',
            maw: 260,
            cell: (o) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {o.customerName || o.email}
              </Text>
            ),
            note: (o) => (o.customerName ? o.email : null),
          },
          {
            label: 'Total',
            cell: (o) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(o.total, o.currency)}
              </Text>
            ),
          },
          { label: 'Status', cell: (o) => <StatusBadge status={o.status} />, badge: (o) => (o.flags.length ? <FlagBadges flags={o.flags} /> : null) },
          {
            label: 'Date',
            cell: (o) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {new Date(o.createdAt).toLocaleString()}
              </Text>
            ),
          },
        ]}
        noun="orders"
        onPage={setPage}
      />
    </Stack>
  );
}
