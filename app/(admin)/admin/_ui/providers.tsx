'use client';
import { createTheme, DEFAULT_THEME, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/admin/api';

// Shade 8: white button text on the primary colour passes WCAG AA contrast.
const theme = createTheme({ primaryColor: 'indigo', primaryShade: 8, defaultRadius: 'md' });
// Mantine's dimmed grey and its coloured text (light badges, alerts, coloured text) are below WCAG AA
// contrast on white and on their light backgrounds; the admin darkens the darkest shade further.
const darkened = (c: string) => `color-mix(in srgb, var(--mantine-color-${c}-9) 65%, black)`;
const darkerText = Object.fromEntries(
  Object.keys(DEFAULT_THEME.colors).flatMap((c) => [
    [`--mantine-color-${c}-text`, darkened(c)],
    [`--mantine-color-${c}-light-color`, darkened(c)],
  ]),
);
const cssVariables: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...darkerText }, dark: {} });

// A refusal (4xx) is an answer, not a glitch: retrying it only delays the message.
const retry = (count: number, err: unknown) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2;

export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry, staleTime: 10_000, refetchOnWindowFocus: false } } }));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      {/* Bottom left, three at most: the actions sit at the top (Save, Sign out, Restore in the history
          drawer on the right), so a message never covers one. */}
      <Notifications position="bottom-left" limit={3} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
