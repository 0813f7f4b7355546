import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, formatPrice, toCents, type ReportType } from '@jaunt/contract';
import { ReportTypeSelect } from '../../../components/report-type-select.tsx';
import { MONTH_NAMES, YearMonthSelect } from '../../../components/year-month-select.tsx';
import { useMarkets } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { usePurchases } from '../api/get-purchases.ts';
import { AnalyticsNav } from '../components/analytics-nav.tsx';
import { ClicksBarChart } from '../components/charts.tsx';
import { QueryState } from '../components/query-state.tsx';
import { MarketSelect } from '../components/selectors.tsx';
import { SimpleTable } from '../components/simple-table.tsx';

/**
 * '/customer-purchases' (editor, admin): counted purchases (status 290 or >= 800) per day of a
 * month across every business, with market, month, year and type (default Dollars) selectors.
 */
export default function CustomerPurchasesRoute() {
  usePageTitle('Customer purchases');
  const now = new Date();
  const [market, setMarket] = useState('');
  const [type, setType] = useState<ReportType>('Dollars');
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState(now.getMonth() + 1);
  const report = usePurchases({ market: market || undefined, year, month, type });
  const { markets } = useMarkets();
  // One market's purchases read in its currency (US$, CA$); all markets add both at face value.
  const currency = markets.find((m) => m.val === market)?.currency;
  const money = (v: number) =>
    currency ? formatPrice(toCents(v), currency) : formatMoney(toCents(v));
  const show = (v: number, kind: ReportType) => (kind === 'Dollars' ? money(v) : String(v));

  return (
    <Stack gap="lg">
      <Title order={1}>Customer purchases</Title>
      <AnalyticsNav />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MarketSelect value={market} onChange={setMarket} />
        <ReportTypeSelect value={type} onChange={setType} />
        <YearMonthSelect
          year={year}
          month={month}
          onYearChange={setYear}
          onMonthChange={setMonth}
        />
      </Group>
      <QueryState query={report} label="customer purchases">
        {(d) => {
          const total = d.days.reduce((s, x) => s + x.value, 0);
          return (
            <Stack gap="md" aria-busy={report.isFetching}>
              <Text fw={500} aria-live="polite">
                {MONTH_NAMES[d.month - 1]} {d.year}: {show(total, d.type)}{' '}
                {d.type === 'Dollars' ? 'in purchases' : total === 1 ? 'purchase' : 'purchases'}
              </Text>
              {d.type === 'Dollars' && !currency && (
                <Text size="sm" c="dimmed">
                  All markets add US and Canadian dollars at face value; choose a market to read one
                  currency.
                </Text>
              )}
              {total === 0 ? (
                <Text c="dimmed">No customer purchases in this month.</Text>
              ) : (
                <ClicksBarChart
                  h={320}
                  label={`Bar chart of ${d.type.toLowerCase()} per day`}
                  series={d.type}
                  format={(v) => show(v, d.type)}
                  data={d.days.map((x) => ({ label: String(x.day), clicks: x.value }))}
                />
              )}
              <SimpleTable
                caption="Purchases per day"
                filename={`customer-purchases-${d.year}-${d.month}.csv`}
                rows={d.days}
                rowKey={(r) => String(r.day)}
                columns={[
                  { title: 'Day', value: (r) => r.day },
                  {
                    title: d.type,
                    value: (r) => (d.type === 'Dollars' ? r.value.toFixed(2) : r.value),
                    numeric: true,
                  },
                ]}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
