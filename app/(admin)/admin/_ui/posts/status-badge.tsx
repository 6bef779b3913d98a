'use client';
import { Badge } from '@mantine/core';

export const statusName = (status: number) => (status === 0 ? 'Draft' : status === 1 ? 'Published' : `Status ${status}`);

export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="light" color={status === 1 ? 'green' : status === 0 ? 'gray' : 'blue'}>
      {statusName(status)}
    </Badge>
  );
}
