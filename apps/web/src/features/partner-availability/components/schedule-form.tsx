import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TEXT, type PartnerScheduleDto, type UnitTypeDef } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveSchedule } from '../api/schedules.ts';
import { paddedTime, scheduleErrors, type ScheduleErrors } from '../lib/schedule-errors.ts';
import { newUnit, UnitsEditor, type UnitRow } from './units-editor.tsx';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface StoredSchedule {
  startTimes?: string[];
  capacity?: number;
  durationMinutes?: number;
  cutoffMinutes?: number;
  exclusive?: boolean;
  closedDates?: string[];
  disabledWeekdays?: number[];
}

const toRows = (units: PartnerScheduleDto['units']): UnitRow[] =>
  units?.length
    ? units.map((u) => ({
        id: String(u.id),
        type: String(u.type),
        label: String(u.label),
        price: Number(u.priceCents) / 100,
        minQuantity: Number(u.minQuantity ?? 0),
        maxQuantity: Number(u.maxQuantity ?? 20),
        paxCount: Number(u.paxCount ?? 1),
      }))
    : [newUnit(1)];

/** A variant's native schedule: start times, capacity, closed days, cut-off and ticket types. */
export function ScheduleForm({ variant }: { variant: PartnerScheduleDto }) {
  const s = (variant.schedule ?? {}) as StoredSchedule;
  const [times, setTimes] = useState((s.startTimes ?? []).join(', '));
  const [capacity, setCapacity] = useState<number>(s.capacity ?? 10);
  const [duration, setDuration] = useState<number>(s.durationMinutes ?? 60);
  const [cutoff, setCutoff] = useState<number>(s.cutoffMinutes ?? 0);
  const [exclusive, setExclusive] = useState(s.exclusive ?? false);
  const [closed, setClosed] = useState((s.closedDates ?? []).join('\n'));
  const [weekdays, setWeekdays] = useState((s.disabledWeekdays ?? []).map(String));
  const [units, setUnits] = useState<UnitRow[]>(() => toRows(variant.units));
  const save = useSaveSchedule();

  const [errors, setErrors] = useState<ScheduleErrors>({});

  const submit = () => {
    const schedule = {
      startTimes: times
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(paddedTime),
      capacity,
      durationMinutes: duration,
      cutoffMinutes: cutoff,
      exclusive,
      closedDates: closed.split(/\s+/).filter(Boolean),
      disabledWeekdays: weekdays.map(Number),
    };
    const types = units.map((u) => ({
      id: u.id,
      type: u.type as UnitTypeDef['type'],
      label: u.label,
      priceCents: Math.round(u.price * 100),
      minQuantity: u.minQuantity,
      maxQuantity: u.maxQuantity,
      paxCount: u.paxCount,
    }));
    const found = scheduleErrors(schedule, types);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { sku: variant.experienceSku, body: { schedule, units: types } },
      { onSuccess: () => notifications.show({ color: 'teal', message: 'Schedule saved.' }) },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Times are local to the experience ({variant.zone}).
      </Text>
      <TextInput
        label="Start times"
        description="24-hour times, separated by commas, e.g. 09:00, 13:30"
        value={times}
        error={errors.startTimes}
        onChange={(e) => setTimes(e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Seats per time"
          min={1}
          allowDecimal={false}
          value={capacity}
          error={errors.capacity}
          onChange={(v) => setCapacity(Number(v) || 0)}
        />
        <NumberInput
          label="Duration (minutes)"
          min={1}
          allowDecimal={false}
          value={duration}
          error={errors.durationMinutes}
          onChange={(v) => setDuration(Number(v) || 0)}
        />
        <NumberInput
          label="Booking closes (minutes before)"
          min={0}
          allowDecimal={false}
          value={cutoff}
          error={errors.cutoffMinutes}
          onChange={(v) => setCutoff(Number(v) || 0)}
        />
      </SimpleGrid>
      <Switch
        label="One party books the whole time (private)"
        checked={exclusive}
        onChange={(e) => setExclusive(e.currentTarget.checked)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="closed-weekdays">
          Closed weekdays
        </Text>
        <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
          <Group gap="xs" role="group" aria-labelledby="closed-weekdays">
            {WEEKDAYS.map((d, i) => (
              <Chip key={d} value={String(i)}>
                {d}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Textarea
        label="Closed dates"
        description="One date per line, YYYY-MM-DD"
        autosize
        minRows={2}
        value={closed}
        error={errors.closedDates}
        onChange={(e) => setClosed(e.currentTarget.value)}
      />
      <Text size="sm" fw={500}>
        Ticket types
      </Text>
      <UnitsEditor rows={units} onChange={setUnits} />
      {errors.units && (
        <Text c="red.8" size="sm" role="alert">
          {errors.units}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" role="alert" title="The schedule was not saved">
          {errorMessage(save.error, TEXT.genericError)}
        </Alert>
      )}
      <Button w="fit-content" loading={save.isPending} onClick={submit}>
        Save schedule
      </Button>
    </Stack>
  );
}
