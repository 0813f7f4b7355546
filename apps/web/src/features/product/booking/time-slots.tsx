import { Button, SimpleGrid } from '@mantine/core';
import type { AvailabilityDto } from '@jaunt/contract';
import { formatSlotTime } from '../../../lib/slot-time.ts';
import classes from './booking.module.css';

/** What a slot button says after its time. */
export function slotNote(slot: AvailabilityDto, exclusive: boolean): string {
  if (slot.status === 'SOLD_OUT') return 'Sold out';
  if (slot.status === 'CLOSED') return 'Closed';
  if (exclusive) return 'Private';
  return `${slot.vacancies} left`;
}

interface TimeSlotsProps {
  slots: AvailabilityDto[];
  /** One party books the whole slot: seats left mean nothing to show. */
  exclusive: boolean;
  selectedId: string | null;
  onSelect: (slot: AvailabilityDto) => void;
  labelledBy: string;
}

/**
 * The chosen date's start times, in the activity's own wall-clock time, with the seats left;
 * few seats left stand out, sold-out and closed times are disabled.
 */
export function TimeSlots({ slots, exclusive, selectedId, onSelect, labelledBy }: TimeSlotsProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" role="group" aria-labelledby={labelledBy}>
      {slots.map((slot) => {
        const open = slot.status === 'AVAILABLE' || slot.status === 'LIMITED';
        const limited = slot.status === 'LIMITED';
        const selected = slot.id === selectedId;
        const time = formatSlotTime(slot.localDateTimeStart);
        const note = slotNote(slot, exclusive);
        return (
          <Button
            key={slot.id}
            className={classes.slot}
            data-limited={limited || undefined}
            data-testid="time-slot"
            variant={selected ? 'filled' : limited ? 'light' : 'default'}
            color={limited && !selected ? 'orange.9' : undefined}
            disabled={!open}
            aria-pressed={selected}
            // One name for the two lines (the visible words, in order).
            aria-label={`${time}, ${note}`}
            onClick={() => onSelect(slot)}
            styles={{ label: { flexDirection: 'column', lineHeight: 1.2 } }}
            h="auto"
            py={6}
          >
            <span>{time}</span>
            <span
              style={{ fontSize: 'var(--mantine-font-size-xs)', fontWeight: limited ? 700 : 400 }}
            >
              {note}
            </span>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
