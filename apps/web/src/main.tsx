import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installUnauthorizedHandler } from './lib/auth.tsx';
import { queryClient } from './lib/query-client.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

installUnauthorizedHandler(queryClient, (to) => router.navigate(to));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
