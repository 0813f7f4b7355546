import { Alert, Button, Group, Text } from '@mantine/core';
import { TEXT } from '@jaunt/contract';
import { ApiError, errorMessage } from '../lib/api-client.ts';

/**
 * Whether asking again may succeed: the server failed or was unreachable, timed out or asked us
 * to slow down. A request it refused as asked (bad input, not found, not allowed) would be
 * refused again.
 */
function mayRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A failed load: the server's message (or the generic text) and, when it may help, a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Something went wrong" role="alert">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{errorMessage(error, TEXT.genericError)}</Text>
        {onRetry && mayRetry(error) && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
