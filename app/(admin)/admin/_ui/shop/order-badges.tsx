'use client';
import { Badge, Group } from '@mantine/core';
import { flagText, statusColor, statusLabel } from '@/lib/admin/order-status';

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={statusColor(status)}>
      {statusLabel(status)}
    </Badge>
  );
}

export function FlagBadges({ flags }: { flags: string[] }) {
  if (flags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {flags.map((f) => (
        <Badge key={f} variant="filled" color="red" size="sm" title={flagText(f).explain}>
          {flagText(f).label}
        </Badge>
      ))}
    </Group>
  );
}
