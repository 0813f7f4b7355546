import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  TEXT,
  bookingCode,
  bookingDateIssue,
  earliestBookingDay,
  redeemDateTimestamp,
  type PartnerOrderDto,
} from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRedeemOrder } from '../api/redeem-order.ts';

/** A picked 'YYYY-MM-DD' as local midnight (the redeem date is sent as that + 1 hour). */
const localMidnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * Redeem (shown for status 290 and 500): the order's error text above the inputs, a booking
 * code (uppercased, 4-4 dash) and a date; failures come back from the server in a toast.
 */
export function RedeemForm({ order }: { order: PartnerOrderDto }) {
  const [code, setCode] = useState('');
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemOrder();
  const idBase = `redeem-${order._id}`;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!code.trim() || !day) {
      setError(TEXT.redeemNeedsCodeAndDate);
      return;
    }
    const tooEarly = bookingDateIssue(day, order.orderDate);
    if (tooEarly) {
      setError(tooEarly);
      return;
    }
    setError(null);
    redeem.mutate(
      {
        id: order._id,
        body: {
          bookingCode: bookingCode(code),
          bookingDate: redeemDateTimestamp(localMidnight(day)),
        },
      },
      {
        onSuccess: (done) =>
          notifications.show({
            color: 'teal',
            message: `Order ${done.orderNo} redeemed with booking code ${done.bookingCode}.`,
          }),
        onError: (err) =>
          notifications.show({ color: 'red', message: errorMessage(err, TEXT.genericError) }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Redeem order ${order.orderNo}`}>
      {order.error && (
        <Text size="sm" c="red.8" mb={6}>
          {order.error}
        </Text>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          id={`${idBase}-code`}
          label="Booking code"
          placeholder="ABCD-1234"
          value={code}
          maxLength={40}
          onChange={(e) => setCode(e.currentTarget.value)}
          onBlur={() => code.trim() && setCode(bookingCode(code))}
          w={170}
        />
        <TextInput
          id={`${idBase}-date`}
          label="Booking date"
          type="date"
          min={earliestBookingDay(order.orderDate)}
          value={day}
          onChange={(e) => setDay(e.currentTarget.value)}
          w={170}
        />
        <Button type="submit" loading={redeem.isPending}>
          Redeem
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" mt={6} role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}
