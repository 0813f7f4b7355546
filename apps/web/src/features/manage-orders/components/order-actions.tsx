import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_SETTABLE,
  isRefundable,
  statusName,
  TEXT,
  type AdminOrderDetail,
} from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendMail, useRunPayouts, useSetStatus } from '../api/admin-orders.ts';
import { RefundDialog } from './refund-dialog.tsx';

const fail = (title: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: errorMessage(error, TEXT.genericError) });

function confirm(title: string, text: string, label: string, run: () => void, danger = false) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: label, cancel: 'Cancel' },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm: run,
  });
}

/** Status editor, resend email, refund and payout, each behind a confirmation. */
export function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const [status, setStatus] = useState<string | null>(null);
  const [refunding, setRefunding] = useState(false);
  const setter = useSetStatus();
  const resend = useResendMail();
  const payouts = useRunPayouts();

  const applyStatus = () => {
    const val = Number(status);
    confirm(
      `Set status ${val} (${statusName(val)})?`,
      `The order goes from ${order.status.val} to ${val}. This cannot be undone.`,
      'Set status',
      () =>
        setter.mutate(
          { transactionId: order.transactionId, status: val },
          {
            onSuccess: () => {
              setStatus(null);
              notifications.show({ color: 'teal', message: `Status set to ${val}.` });
            },
            onError: fail('The status was not changed'),
          },
        ),
      true,
    );
  };

  return (
    <>
      <Group align="end" gap="xs">
        <Select
          label="Change status"
          placeholder="Choose a status"
          data={ADMIN_SETTABLE.map((v) => ({ value: String(v), label: `${v} ${statusName(v)}` }))}
          value={status}
          onChange={setStatus}
          w={240}
        />
        <Button disabled={!status} loading={setter.isPending} onClick={applyStatus}>
          Set status
        </Button>
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          disabled={!order.email}
          loading={resend.isPending}
          onClick={() =>
            confirm(
              'Resend the purchase email?',
              `The purchase email goes to ${order.email} again.`,
              'Resend email',
              () =>
                resend.mutate(order._id, {
                  onSuccess: (r) =>
                    notifications.show({
                      color: 'teal',
                      message: `Purchase email sent to ${r.to}.`,
                    }),
                  onError: fail('The email was not sent'),
                }),
            )
          }
        >
          Resend email
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={!isRefundable(order.status.val) || detail.refundable <= 0}
          onClick={() => setRefunding(true)}
        >
          Refund
        </Button>
        <Button
          variant="default"
          loading={payouts.isPending}
          onClick={() =>
            confirm(
              'Make the payouts that are due?',
              'Every payout whose date has come is transferred to its partner now.',
              'Run payouts',
              () =>
                payouts.mutate(undefined, {
                  onSuccess: (r) =>
                    notifications.show({
                      color: r.failed ? 'yellow' : 'teal',
                      message: `Payouts: ${r.paid} paid, ${r.failed} failed of ${r.claimed} due.`,
                    }),
                  onError: fail('The payouts did not run'),
                }),
            )
          }
        >
          Payout
        </Button>
      </Group>
      {refunding && <RefundDialog detail={detail} onClose={() => setRefunding(false)} />}
    </>
  );
}
