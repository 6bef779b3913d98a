'use client';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/admin/api';

// Shade 8: white button text on the primary colour passes WCAG AA contrast.
const theme = createTheme({ primaryColor: 'indigo', primaryShade: 8, defaultRadius: 'md' });
// Mantine's dimmed grey is below WCAG AA contrast on white; secondary text uses a darker one.
const cssVariables: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

// A refusal (4xx) is an answer, not a glitch: retrying it only delays the message.
const retry = (count: number, err: unknown) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry, staleTime: 10_000, refetchOnWindowFocus: false } } }));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      <Notifications position="top-right" />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
