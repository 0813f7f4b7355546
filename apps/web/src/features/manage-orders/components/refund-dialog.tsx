import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Table, Text } from '@mantine/core';
import {
  CHOOSE_ITEMS,
  formatPrice,
  refundCents,
  TEXT,
  type AdminOrderDetail,
} from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRefund } from '../api/admin-orders.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Full or per-item refund. The amount shown is the contract's refundCents, the same sum the
 * server refunds. One request key per opened dialog: a double click or a retry refunds once.
 */
export function RefundDialog(props: { detail: AdminOrderDetail; onClose: () => void }) {
  const { order, refundable } = props.detail;
  const [key] = useState(() => crypto.randomUUID());
  const [mode, setMode] = useState<'full' | 'items'>('full');
  const [qty, setQty] = useState<number[]>(() => order.items.map(() => 0));
  const refund = useRefund();
  const lines = qty.map((quantity, index) => ({ index, quantity })).filter((l) => l.quantity > 0);
  const amount = refundCents(
    {
      chargeCents: cents(order.orderTotal),
      refundedCents: cents(order.orderTotal) - cents(refundable),
      items: order.items.map((i) => ({
        priceCents: cents(i.price),
        quantity: i.quantity,
        refundTotalCents: cents(i.refundTotal),
      })),
    },
    mode === 'full' ? undefined : lines,
  );
  const valid = typeof amount === 'number' && amount > 0;
  const submit = () =>
    refund.mutate(
      { id: order._id, body: { key, ...(mode === 'items' ? { lines } : {}) } },
      { onSuccess: props.onClose },
    );
  return (
    <Modal opened onClose={props.onClose} title="Refund purchase" size="lg">
      <Stack>
        <Radio.Group
          label="What to refund"
          value={mode}
          onChange={(v) => setMode(v as 'full' | 'items')}
        >
          <Group mt="xs">
            <Radio
              value="full"
              label={`Everything left (${formatPrice(cents(refundable), order.currency)})`}
            />
            <Radio value="items" label="Some items" />
          </Group>
        </Radio.Group>
        {mode === 'items' && (
          <Table aria-label="Items to refund">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Bought</Table.Th>
                <Table.Th>Refund</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>{item.quantity}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Quantity of ${item.name} to refund`}
                      min={0}
                      max={item.quantity}
                      clampBehavior="strict"
                      allowDecimal={false}
                      value={qty[i]}
                      onChange={(v) =>
                        setQty((q) => q.map((n, j) => (j === i ? Number(v) || 0 : n)))
                      }
                      w={100}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {mode === 'items' && lines.length === 0 ? (
          <Text size="sm">{CHOOSE_ITEMS}</Text>
        ) : typeof amount !== 'number' ? (
          <Alert color="red">{amount.error}</Alert>
        ) : (
          <Text fw={600} aria-live="polite">
            Refund to the customer's card: {formatPrice(amount, order.currency)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          This cannot be undone. The partner's share is taken back from its payout.
        </Text>
        {refund.isError && (
          <Alert color="red" role="alert" title="The refund was not made">
            {errorMessage(refund.error, TEXT.genericError)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!valid} loading={refund.isPending} onClick={submit}>
            {valid ? `Refund ${formatPrice(amount, order.currency)}` : 'Refund'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
