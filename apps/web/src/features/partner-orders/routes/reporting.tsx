import { Alert, Anchor, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs.tsx';
import { MONTH_NAMES, YearMonthSelect } from '../../../components/year-month-select.tsx';
import { TEXT, formatPrice, hasRole, toCents, type ReportType } from '@jaunt/contract';
import { ReportTypeSelect } from '../../../components/report-type-select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useDailyPurchases } from '../api/get-daily-purchases.ts';
import { useMyBusinesses } from '../api/get-my-businesses.ts';
import { PurchasesChart } from '../components/purchases-chart.tsx';

/**
 * '/partner-portal/reporting' (partner-employee and up): customer purchases per day as a bar
 * chart, with type (Purchases / Dollars, default Dollars), year (2017 to now) and month
 * (default: the current month) selectors.
 */
export default function ReportingRoute() {
  usePageTitle('Reporting');
  const now = new Date();
  const [type, setType] = useState<ReportType>('Dollars');
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [chosen, setChosen] = useState<string | null>(null);
  const businesses = useMyBusinesses();
  const { user } = useCurrentUser();
  // Nothing to report without a business: the selectors would change nothing.
  const none = businesses.data?.length === 0;
  const businessId = chosen ?? businesses.data?.[0]?.businessId ?? null;
  const report = useDailyPurchases(businessId ? { businessId, year, month, type } : null);
  const total = report.data?.days.reduce((sum, d) => sum + d.value, 0) ?? 0;

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        links={[
          { label: 'Home', to: '/' },
          { label: 'Partner Portal', to: '/partner-portal' },
        ]}
        current="Reporting"
      />
      <Title order={1}>Reporting</Title>
      <Title order={2} size="h3">
        Customer purchases per day
      </Title>
      {!none && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {(businesses.data?.length ?? 0) > 1 && (
            <Select
              label="Business"
              data={businesses.data!.map((b) => ({ value: b.businessId, label: b.name }))}
              value={businessId}
              onChange={(v) => v && setChosen(v)}
              allowDeselect={false}
              w={220}
            />
          )}
          <ReportTypeSelect value={type} onChange={setType} />
          <YearMonthSelect
            year={year}
            month={month}
            onYearChange={setYear}
            onMonthChange={setMonth}
          />
        </Group>
      )}
      {businesses.isError || report.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(businesses.error ?? report.error, TEXT.genericError)}
        </Alert>
      ) : none && hasRole(user?.role, 'editor') ? (
        <Text>
          Reporting shows the purchases of a partner's own business. The sales of every business are
          in{' '}
          <Anchor component={Link} to="/analytics">
            Analytics
          </Anchor>
          .
        </Text>
      ) : none ? (
        <Text>You are not linked to a business yet.</Text>
      ) : !report.data ? (
        <Loader aria-label="Loading the report" />
      ) : (
        <Stack gap="xs" aria-busy={report.isFetching}>
          <Text aria-live="polite" fw={500}>
            {MONTH_NAMES[report.data.month - 1]} {report.data.year}:{' '}
            {report.data.type === 'Dollars'
              ? `${formatPrice(toCents(total), report.data.currency)} in purchases`
              : `${total} ${total === 1 ? 'purchase' : 'purchases'}`}
          </Text>
          <div role="img" aria-label={`Bar chart of ${report.data.type.toLowerCase()} per day`}>
            <PurchasesChart data={report.data} />
          </div>
        </Stack>
      )}
    </Stack>
  );
}
