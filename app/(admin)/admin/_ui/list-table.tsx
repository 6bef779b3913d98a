'use client';
import { Anchor, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '@/lib/admin/crud';
import classes from './list-table.module.css';
import { Pager } from './pager';
import { ErrorState, Loading } from './states';

export type Column<T> = {
  // The header cell's text, and on a card the label before the value.
  label: string;
  cell: (row: T) => ReactNode;
  // Inline after the value (a draft mark), outside the row's link.
  badge?: (row: T) => ReactNode;
  // A dimmed second line under the value (a slug, a date, who it is).
  note?: (row: T) => ReactNode;
  // A row's buttons: on a card they take a line of their own, without the label.
  actions?: boolean;
  maw?: number;
  miw?: number;
};

// The first column's value as the link to the row's own screen; on a card the whole card opens it.
type RowLink<T> = { href: (row: T) => string; label?: (row: T) => string };

type RowsTableProps<T> = {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  rowLink?: RowLink<T>;
  // The table's minimum width on wider screens (it scrolls sideways below it); phones get cards.
  minWidth: number;
};

const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

// The rows as a table on desktop and as labelled cards on a phone (list-table.module.css), for a
// list the screen already holds whole (templates, domains); a paged list uses ListTable below.
export function RowsTable<T>({ rows, columns, rowKey, rowLink, minWidth }: RowsTableProps<T>) {
  return (
    <div className={classes.scroll}>
      <Table striped verticalSpacing="xs" className={classes.table} style={{ '--list-table-min-width': `${minWidth}px` }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} scope="col">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c, i) => {
                const value = c.cell(row);
                const badge = c.badge?.(row);
                const note = c.note?.(row);
                return (
                  <Table.Td key={c.label} data-label={c.actions ? undefined : c.label} className={c.actions ? classes.actions : undefined} maw={c.maw} miw={c.miw}>
                    <div>
                      {i === 0 && rowLink ? (
                        <Anchor component={Link} href={rowLink.href(row)} aria-label={rowLink.label?.(row)} fw={500} className={classes.rowLink}>
                          {value}
                        </Anchor>
                      ) : (
                        value
                      )}
                      {shown(badge) && <> {badge}</>}
                      {shown(note) && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {note}
                        </Text>
                      )}
                    </div>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

type ListTableProps<T> = Omit<RowsTableProps<T>, 'rows'> & {
  query: UseQueryResult<{ items: T[]; pagination: PageInfo }>;
  // What the loading state says, e.g. "Loading posts…".
  loading: string;
  empty: ReactNode;
  // What the pager counts, e.g. "posts".
  noun: string;
  onPage: (page: number) => void;
};

// Every paged list screen of the admin: loading, error and empty states, the rows, the pager.
export function ListTable<T>({ query, loading, empty, noun, onPage, ...table }: ListTableProps<T>) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <RowsTable rows={query.data.items} {...table} />
      <Pager info={query.data.pagination} onChange={onPage} noun={noun} />
    </>
  );
}
