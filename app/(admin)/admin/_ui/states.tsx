'use client';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/admin/api';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

// onRetry is usually a query's refetch: its outcome shows in the query's state, so nothing awaits it here.
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => Promise<unknown> | void }) {
  return (
    <Alert color="red" title="This could not be loaded" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap={4}>
        <Text fw={600}>{title}</Text>
        {children && (
          <Text size="sm" c="dimmed" ta="center">
            {children}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
