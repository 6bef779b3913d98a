'use client';
import { Table, Text } from '@mantine/core';
import { useSiteLimits } from '@/lib/admin/settings';
import { EmptyState, ErrorState, Loading } from '../states';
import { Section } from './section';

export function LimitsSection() {
  const limits = useSiteLimits();
  return (
    <Section title="Limits" intro="What the platform allows this site: a page render or a request beyond these is cut off.">
      {limits.isPending ? (
        <Loading label="Loading limits…" />
      ) : limits.isError ? (
        <ErrorState error={limits.error} onRetry={() => limits.refetch()} />
      ) : limits.data.length === 0 ? (
        <EmptyState title="No limits stated" />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Limit</Table.Th>
                <Table.Th scope="col">Value</Table.Th>
                <Table.Th scope="col">What it means</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {limits.data.map((l) => (
                <Table.Tr key={l.name}>
                  <Table.Td><Text size="sm" fw={500}>{l.name}</Text></Table.Td>
                  <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{l.value === null ? 'none' : typeof l.value === 'number' ? l.value.toLocaleString() : String(l.value)}{l.unit ? ` ${l.unit}` : ''}</Text></Table.Td>
                  <Table.Td><Text size="sm">{l.description ?? ''}</Text></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
