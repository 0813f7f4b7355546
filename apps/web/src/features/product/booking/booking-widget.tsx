import { useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatPrice, type AvailabilityDto, type HoldDto, type VariantPage } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { getCart, setCartItem, toCartItem } from '../../../lib/cart.ts';
import { marketsQuery } from '../../../lib/markets.ts';
import { formatSlotDate, zoneCity } from '../../../lib/slot-time.ts';
import type { BookingDetails } from './api/get-booking-details.ts';
import { availabilityKey, useAvailability } from './api/get-availability.ts';
import { cancelHold, useHoldSlot } from './api/hold-slot.ts';
import {
  bookingWindow,
  choiceProblem,
  initialQuantities,
  isOpen,
  lengthNote,
  monthOf,
  openDates,
  seatsOf,
  slotsByDate,
  totalCentsOf,
  type Quantities,
} from './booking-math.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { TimeSlots } from './time-slots.tsx';
import { UnitPickers } from './unit-pickers.tsx';

export const NO_DATES = 'No dates are open for booking in the next months.';
export const LOAD_FAILED = 'We could not load the open dates. Please try again.';
export const HOLD_FAILED = 'We could not hold your seats. Please try again.';

export interface BookingWidgetProps {
  page: VariantPage;
  details: BookingDetails;
  /** Called when Book is pressed (analytics), before the seats are held. */
  onBook?: () => void;
}

/** The cart's hold, made from the server's answer. */
const toCartHold = (h: HoldDto) => ({
  uuid: h.uuid,
  utcExpiresAt: h.utcExpiresAt,
  localDateTimeStart: h.localDateTimeStart,
  timeZone: h.timeZone,
  people: h.people,
  total: h.total,
});

/**
 * A scheduled variant's booking: a month calendar of the open dates, the chosen date's times
 * (the activity's own clock, a booking platform's included, whatever the viewer's zone) and how
 * long they last when the variant states no duration, tickets per type with a live total, and
 * Book, which holds the seats (POST /api/bookings/holdSlot), puts the held item in the cart and
 * opens checkout.
 */
export default function BookingWidget({ page, details, onBook }: BookingWidgetProps) {
  const sku = page.variant.experienceSku;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const [{ from, to }] = useState(() => bookingWindow(details.timeZone));
  const availability = useAvailability(sku, from, to);
  const hold = useHoldSlot();
  const [month, setMonth] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(details.units));
  const [problem, setProblem] = useState<string | null>(null);
  // The booking's idempotency key: kept while the choice stays the same, so a retry after a
  // lost answer gets the same hold; a new choice gets a new one.
  const uuid = useRef<string | null>(null);

  const byDate = useMemo(() => slotsByDate(availability.data ?? []), [availability.data]);
  const dates = useMemo(() => openDates(byDate), [byDate]);
  const open = useMemo(() => new Set(dates), [dates]);
  const daySlots = date ? (byDate.get(date) ?? []) : [];
  // The variant's own duration shows on its page; without one, the times' own length.
  const length = page.variant.duration ? null : lengthNote(daySlots);
  const slot = daySlots.find((s) => s.id === slotId && isOpen(s)) ?? null;
  const totalCents = totalCentsOf(details.units, quantities);
  const seats = seatsOf(details.units, quantities);
  const notReady = choiceProblem(details.units, quantities, slot);
  const currency = toCartItem(
    page,
    page.variant,
    queryClient.getQueryData(marketsQuery.queryKey),
  ).currency;

  const newChoice = () => {
    uuid.current = null;
    setProblem(null);
  };

  const chooseDate = (d: string) => {
    setDate(d);
    setSlotId(null);
    newChoice();
  };

  const chooseSlot = (s: AvailabilityDto) => {
    setSlotId(s.id);
    newChoice();
  };

  const book = async () => {
    if (!slot || notReady || hold.isPending) return;
    onBook?.();
    setProblem(null);
    uuid.current ??= crypto.randomUUID();
    try {
      const held = await hold.mutateAsync({
        uuid: uuid.current,
        experienceSku: sku,
        availabilityId: slot.id,
        units: details.units
          .map((u) => ({ id: u.id, quantity: quantities[u.id] ?? 0 }))
          .filter((u) => u.quantity > 0),
      });
      const previous = getCart().item?.hold;
      if (previous && previous.uuid !== held.uuid) void cancelHold(previous.uuid).catch(() => {});
      setCartItem({
        ...toCartItem(page, page.variant, queryClient.getQueryData(marketsQuery.queryKey)),
        quantity: held.pax,
        hold: toCartHold(held),
      });
      await navigate('/checkout');
    } catch (error) {
      setProblem(errorMessage(error, HOLD_FAILED));
      if (error instanceof ApiError && error.status === 409) {
        // Taken meanwhile: show the fresh seats and let the buyer choose again.
        uuid.current = null;
        setSlotId(null);
        void queryClient.invalidateQueries({ queryKey: availabilityKey(sku) });
      }
    }
  };

  const headingId = `${ids}-heading`;
  const timesId = `${ids}-times`;
  const ticketsId = `${ids}-tickets`;

  let body;
  if (availability.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading open dates…</Text>
      </Group>
    );
  } else if (availability.isError) {
    body = (
      <Alert color="red" role="alert" title={LOAD_FAILED}>
        <Button variant="light" color="red" size="xs" onClick={() => void availability.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!dates.length) {
    body = <Text data-testid="booking-empty">{NO_DATES}</Text>;
  } else {
    const shown = month ?? monthOf(date ?? dates[0]);
    body = (
      <Stack gap="md">
        <MonthCalendar
          month={shown}
          minMonth={monthOf(from)}
          maxMonth={monthOf(dates.at(-1)!)}
          onMonthChange={setMonth}
          open={open}
          selected={date}
          onSelect={chooseDate}
        />
        {date && (
          <Stack gap="xs">
            <Text fw={600} id={timesId}>
              Times on {formatSlotDate(date)}
            </Text>
            {length && (
              <Text size="sm" c="dark.4" data-testid="slot-length">
                {length}
              </Text>
            )}
            <TimeSlots
              slots={daySlots}
              exclusive={details.exclusive}
              selectedId={slot?.id ?? null}
              onSelect={chooseSlot}
              labelledBy={timesId}
            />
          </Stack>
        )}
        {slot && (
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} id={ticketsId}>
              Tickets
            </Text>
            <UnitPickers
              units={details.units}
              quantities={quantities}
              disabled={hold.isPending}
              onChange={(id, n) => {
                setQuantities((q) => ({ ...q, [id]: n }));
                newChoice();
              }}
            />
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="booking-widget"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            Choose a date and time
          </Title>
          <Text size="sm" c="dark.4">
            Times are local to the activity ({zoneCity(details.timeZone)} time).
          </Text>
        </div>
        {body}
        {problem && (
          <Alert color="red" role="alert" data-testid="booking-problem">
            {problem}
          </Alert>
        )}
        {slot && (
          <Group justify="space-between" align="center">
            <div aria-live="polite" aria-atomic="true" data-testid="booking-total">
              <Text size="sm" c="dark.4">
                Total for {seats} {seats === 1 ? 'person' : 'people'}
              </Text>
              <Text fw={700} size="lg">
                {formatPrice(totalCents, currency)}
              </Text>
            </div>
            <Button
              size="md"
              onClick={() => void book()}
              loading={hold.isPending}
              disabled={!!notReady}
              aria-describedby={notReady ? `${ids}-why` : undefined}
            >
              Book
            </Button>
          </Group>
        )}
        {slot && notReady && (
          <Text size="sm" c="dark.4" id={`${ids}-why`}>
            {notReady}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
