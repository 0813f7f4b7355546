import { Alert, Button, Group, Text } from '@mantine/core';
import { TEXT } from '@jaunt/contract';
import { errorMessage, mayRetry } from '../lib/api-client.ts';

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
