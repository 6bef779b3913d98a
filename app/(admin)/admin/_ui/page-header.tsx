'use client';
import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// Every screen's one h1, with its main actions beside it (below it on a phone).
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Title order={1} size="h3">
        {title}
      </Title>
      {children && (
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      )}
    </Group>
  );
}
