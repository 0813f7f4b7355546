import { QueryClient } from '@tanstack/react-query';
import { mayRetry } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused request will not fix itself: retry once only what may succeed (mayRetry).
        retry: (count, error) => mayRetry(error) && count < 1,
      },
    },
  });
}

/** The app's one client (main.tsx provides it; route loaders prefetch into it). */
export const queryClient = createQueryClient();
