import { Alert, Button, Group, Text } from '@mantine/core';
import { TEXT } from '@jaunt/contract';
import { errorMessage } from '../lib/api-client.ts';

/** A failed load: the server's message (or the generic text) and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Something went wrong" role="alert">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{errorMessage(error, TEXT.genericError)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
