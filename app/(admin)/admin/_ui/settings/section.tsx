'use client';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
}
