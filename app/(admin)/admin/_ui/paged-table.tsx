'use client';
import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '@/lib/admin/crud';
import { Pager } from './pager';
import { ErrorState, Loading } from './states';

// A list screen's table with its loading, error and empty states and its pager: one shape for every list.
export function PagedTable<T>({
  query,
  loading,
  empty,
  minWidth,
  columns,
  noun,
  onPage,
  row,
}: {
  query: UseQueryResult<{ items: T[]; pagination: PageInfo }>;
  loading: string;
  empty: ReactNode;
  minWidth: number;
  columns: string[];
  noun: string;
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{query.data.items.map(row)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager info={query.data.pagination} onChange={onPage} noun={noun} />
    </>
  );
}
