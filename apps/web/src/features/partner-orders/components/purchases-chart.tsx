import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { formatPrice, formatWholePrice, toCents, type DailyPurchases } from '@jaunt/contract';

/** Customer purchases per day as bars (this file, and recharts, load with the reporting route). */
export function PurchasesChart({ data }: { data: DailyPurchases }) {
  const dollars = data.type === 'Dollars';
  const label = dollars ? `Dollars (${data.currency})` : 'Purchases';
  // An empty month says so instead of drawing an axis of zero-height bars.
  if (data.days.every((d) => d.value === 0)) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        No customer purchases in this month.
      </Text>
    );
  }
  return (
    <BarChart
      h={320}
      data={data.days.map((d) => ({ day: String(d.day), value: d.value }))}
      dataKey="day"
      series={[{ name: 'value', label, color: 'teal.7' }]}
      xAxisLabel="Day of the month"
      // The axis in whole dollars ('CA$1,200'); the tooltip gives the cents.
      yAxisProps={{
        width: 72,
        allowDecimals: false,
        tickFormatter: (v: number) =>
          dollars ? formatWholePrice(toCents(v), data.currency) : String(v),
      }}
      valueFormatter={(v) => (dollars ? formatPrice(toCents(v), data.currency) : String(v))}
      tickLine="y"
      withTooltip
    />
  );
}
