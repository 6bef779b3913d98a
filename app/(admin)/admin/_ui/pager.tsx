'use client';
import { Group, Pagination, Text } from '@mantine/core';
import type { Pagination as PageInfo } from '@/lib/admin/crud';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

// Page controls under a list, with the total; hidden when everything fits on one page.
export function Pager({ info, onChange, noun }: { info: PageInfo; onChange: (page: number) => void; noun: string }) {
  const pages = Math.max(1, Math.ceil(info.total_entries / info.page_size));
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {info.total_entries} {noun}
      </Text>
      {pages > 1 && (
        <nav aria-label={`Pages of ${noun}`}>
          <Pagination
            total={pages}
            value={info.page}
            onChange={onChange}
            size="sm"
            siblings={0}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}`, 'aria-current': page === info.page ? 'page' : undefined })}
          />
        </nav>
      )}
    </Group>
  );
}
