import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  PAYOUT_MANUAL_TEXT,
  formatPrice,
  isPaidUnredeemed,
  refundedAmount,
  showsPayoutAmount,
  showsPayoutRowToPartner,
  toCents,
  type PartnerOrderDto,
} from '@jaunt/contract';
import { RedeemForm } from './redeem-form.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (ymd: string) => dayFormat.format(new Date(`${ymd}T12:00:00Z`));

const PAYOUT_STATE: Record<string, string> = {
  scheduled: 'Scheduled',
  processing: 'In progress',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dark.3" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** The payout line: amount (or 'Payout Amount: Manual') and date; none for 600 and 700. */
function PayoutRow({ order }: { order: PartnerOrderDto }) {
  const val = order.status.val;
  if (!showsPayoutRowToPartner(val)) return null;
  const money = (dollars: number) => formatPrice(toCents(dollars), order.currency);
  const { payout } = order;
  const state = payout.state && `Payout ${PAYOUT_STATE[payout.state] ?? payout.state}`;
  // The order's own status often says the same ('Payout Scheduled'); it is not said twice.
  const sayState = state && state.toLowerCase() !== order.status.name.toLowerCase();
  return (
    <Stack gap={4}>
      <Group gap="lg" wrap="wrap">
        {payout.manual ? (
          <Text size="sm" fw={600}>
            {PAYOUT_MANUAL_TEXT}
          </Text>
        ) : (
          showsPayoutAmount(val) &&
          payout.amount !== null && (
            <Text size="sm" fw={600}>
              Payout Amount: {money(payout.amount)}
            </Text>
          )
        )}
        <Text size="sm">Payout Date: {day(payout.date)}</Text>
        {payout.throughFareHarbor && (
          <Text size="sm" c="dark.4">
            Paid by FareHarbor, within 30 days after the month of service
          </Text>
        )}
        {sayState && (
          <Badge variant="light" color={payout.state === 'failed' ? 'red' : 'gray'}>
            {state}
          </Badge>
        )}
      </Group>
      {payout.message && (
        <Text size="sm" c="red.8">
          {payout.message}
        </Text>
      )}
    </Stack>
  );
}

/** One order as its partner sees it (section 2 of the partner document). */
export function PartnerOrderCard({ order }: { order: PartnerOrderDto }) {
  const item = order.items[0];
  const money = (dollars: number) => formatPrice(toCents(dollars), order.currency);
  const customer = order.name || `${order.firstName} ${order.lastName}`.trim();
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={`Order ${order.orderNo}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700}>{customer}</Text>
            <Text size="sm" c="dark.3">
              Order {order.orderNo} · {order.transactionId}
            </Text>
          </div>
          <Group gap={6}>
            {order.entered.status && (
              <Badge variant="light" color="green">
                Redeemed
              </Badge>
            )}
            <Badge variant="light" color="gray">
              {order.status.name}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label="Order date" value={dateFormat.format(new Date(order.orderDate))} />
          <Field label="Item" value={item?.name ?? ''} />
          <Field label="Quantity" value={String(item?.quantity ?? 0)} />
          <Field label="Item price" value={money(item?.price ?? 0)} />
          <Field label="Taxes and fees" value={money(order.shipping.tax + order.shipping.fee)} />
          <Field label="Order total" value={money(order.orderTotal)} />
          {refundedAmount(order) > 0 && (
            <Field label="Refunded" value={money(refundedAmount(order))} />
          )}
          {order.bookingCode && <Field label="Booking code" value={order.bookingCode} />}
          {order.entered.bookingDate && (
            <Field label="Booking date" value={day(order.entered.bookingDate)} />
          )}
        </SimpleGrid>
        <PayoutRow order={order} />
        {isPaidUnredeemed(order.status.val) && (
          <>
            <Divider />
            <RedeemForm order={order} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
