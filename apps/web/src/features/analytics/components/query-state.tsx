import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/** Loading, error (with retry) and empty states around the content of one analytics call. */
export function QueryState<T>({
  query,
  label,
  isEmpty,
  empty = 'No data for this selection.',
  children,
}: {
  query: QueryLike<T>;
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data === undefined) return <Loader aria-label={`Loading ${label}`} />;
  if (isEmpty?.(query.data))
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  return <>{children(query.data)}</>;
}
