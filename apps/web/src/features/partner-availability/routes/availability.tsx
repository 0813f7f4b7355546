import { useState } from 'react';
import { Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useSchedules } from '../api/schedules.ts';
import { MonthUsage } from '../components/month-usage.tsx';
import { ScheduleForm } from '../components/schedule-form.tsx';

/** '/partner-portal/availability' (partner): schedules, capacity, closed days, a month of slots. */
export default function AvailabilityRoute() {
  usePageTitle('Availability');
  const schedules = useSchedules();
  const [sku, setSku] = useState<string | null>(null);
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const list = schedules.data ?? [];
  const chosen = list.find((v) => v.experienceSku === sku) ?? list[0] ?? null;

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        links={[
          { label: 'Home', to: '/' },
          { label: 'Partner Portal', to: '/partner-portal' },
        ]}
        current="Availability"
      />
      <Title order={1}>Availability</Title>
      {schedules.isError ? (
        <ErrorState error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : schedules.isPending ? (
        <Loader aria-label="Loading your experiences" />
      ) : !chosen ? (
        <Text c="dimmed">You have no experiences yet.</Text>
      ) : (
        <>
          <Select
            label="Experience"
            searchable
            allowDeselect={false}
            data={list.map((v) => ({
              value: v.experienceSku,
              label: `${v.productName} - ${v.variantName}${v.schedule ? '' : ' (no schedule)'}`,
            }))}
            value={chosen.experienceSku}
            onChange={setSku}
            maw={560}
          />
          <Paper withBorder p="lg" radius="md">
            <ScheduleForm key={chosen.experienceSku} variant={chosen} />
          </Paper>
          <Title order={2} size="h3">
            Seats by time
          </Title>
          <MonthUsage sku={chosen.experienceSku} month={month} onMonth={setMonth} />
        </>
      )}
    </Stack>
  );
}
