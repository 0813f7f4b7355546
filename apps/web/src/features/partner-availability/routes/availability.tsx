import { useState } from 'react';
import { Alert, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { TEXT } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { useBrand, usePageTitle } from '../../../lib/settings.ts';
import { useSchedules } from '../api/schedules.ts';
import { MonthUsage } from '../components/month-usage.tsx';
import { ScheduleForm } from '../components/schedule-form.tsx';

/**
 * '/partner-portal/availability' (partner): schedules, capacity, closed days, a month of slots.
 * A partner keeps the calendars of the businesses it owns; like the other partner-only screens
 * (spec section 6: partner or admin), other portal roles (partner-staff, partner-employee) are
 * refused, not shown an empty list.
 */
export default function AvailabilityRoute() {
  usePageTitle('Availability');
  const brand = useBrand();
  const { user } = useCurrentUser();
  const allowed = user?.role === 'partner' || user?.role === 'admin';
  const schedules = useSchedules(allowed);
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
      {!allowed ? (
        <Alert color="red" role="alert">
          {TEXT.noPermission}
        </Alert>
      ) : schedules.isError ? (
        <ErrorState error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : schedules.isPending ? (
        <Loader aria-label="Loading your experiences" />
      ) : !chosen ? (
        <Text c="dimmed">
          You have no experiences yet. Once {brand} lists them, you set their times and seats here.
        </Text>
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
