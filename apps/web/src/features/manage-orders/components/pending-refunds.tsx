import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatPrice, TEXT, type AdminOrderDetail } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRefund } from '../api/admin-orders.ts';

/**
 * A refund reserved but not confirmed by the card processor (the server stopped in between):
 * 'Finish refund' sends the same request again, which the processor answers once.
 */
export function PendingRefunds({ detail }: { detail: AdminOrderDetail }) {
  const refund = useRefund();
  const pending = detail.refunds.filter((r) => r.state === 'pending' || r.state === 'processing');
  if (pending.length === 0) return null;
  return (
    <Stack gap="xs">
      {pending.map((r) => (
        <Alert key={r.id} color="yellow" title="Refund not finished">
          <Text size="sm">
            {formatPrice(Math.round(r.amount * 100), detail.order.currency)} requested by {r.by} was
            not confirmed by the card processor.
          </Text>
          <Button
            mt="xs"
            size="xs"
            loading={refund.isPending}
            onClick={() => refund.mutate({ id: detail.order._id, body: { key: r.key } })}
          >
            Finish refund
          </Button>
          {refund.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(refund.error, TEXT.genericError)}
            </Text>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
