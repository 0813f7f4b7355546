import type { ReactNode } from 'react';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from './theme.ts';

/**
 * Theme and data cache. Toasts are mounted by the root layout (toasts.tsx, loaded with the
 * first toast) and the modals manager by the back office's layout (the only screens that use
 * it): inside the router, so their content may use links.
 */
/**
 * Dimmed text, field errors and light-variant labels (badges, light buttons) darker than Mantine's defaults,
 * so they meet WCAG AA contrast on white and on their light backgrounds.
 */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-teal-light': t.colors.teal[0],
    '--mantine-primary-color-light': t.colors.teal[0],
    '--mantine-color-teal-light-color': t.colors.teal[9],
    '--mantine-primary-color-light-color': t.colors.teal[9],
    '--mantine-color-orange-light-color': '#9c3b0c',
    '--mantine-color-gray-light-color': t.colors.gray[8],
    '--mantine-color-green-light-color': '#216e33',
    '--mantine-color-red-light-color': '#b02525',
    '--mantine-color-yellow-light-color': '#7a4f00',
    // Mantine hovers a shade-9 filled button with shade 8, too light for white text (AA).
    '--mantine-color-teal-filled-hover': '#066649',
    '--mantine-primary-color-filled-hover': '#066649',
    // Field errors (red text under inputs) and error alerts.
    '--mantine-color-error': '#b02525',
  },
  dark: {},
});

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
