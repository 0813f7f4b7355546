import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Group, List, Stack, Text } from '@mantine/core';
import type { ClicksByIntent, ClickSeries } from '@jaunt/contract';
import { intentLabel } from './selectors.tsx';

/**
 * The analytics charts (@mantine/charts over recharts). Only the analytics route chunks import
 * this file, so recharts never loads on the landing or product pages.
 */

const COLORS = ['teal.7', 'blue.7', 'grape.7', 'orange.8', 'red.7', 'gray.7'];
const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

function Frame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="img" aria-label={label}>
      {children}
    </div>
  );
}

export function ClicksLineChart({ data, label }: { data: ClickSeries; label: string }) {
  return (
    <Frame label={label}>
      <LineChart
        h={280}
        data={data.points}
        dataKey="label"
        series={[{ name: 'clicks', label: 'Clicks', color: 'teal.7' }]}
        curveType="monotone"
        withDots={data.points.length <= 31}
        yAxisProps={{ width: 56, allowDecimals: false }}
        valueFormatter={fmt}
      />
    </Frame>
  );
}

/** Bars of one value per label: clicks by default, or what `series` names (with its format). */
export function ClicksBarChart({
  data,
  label,
  h = 260,
  series = 'Clicks',
  format = fmt,
}: {
  data: { label: string; clicks: number }[];
  label: string;
  h?: number;
  series?: string;
  format?: (n: number) => string;
}) {
  return (
    <Frame label={label}>
      <BarChart
        h={h}
        data={data}
        dataKey="label"
        series={[{ name: 'clicks', label: series, color: 'blue.7' }]}
        // The axis keeps plain numbers (a currency's 'CA$1,200.00' would not fit); tooltips format.
        yAxisProps={{ width: 56, allowDecimals: false, tickFormatter: fmt }}
        valueFormatter={format}
        tickLine="y"
      />
    </Frame>
  );
}

/** The pie of clicks per intent, with a legend of each intent's total and the overall total. */
export function IntentPie({ data, label }: { data: ClicksByIntent; label: string }) {
  const slices = data.intents.map((i, n) => ({
    name: intentLabel(i.intent),
    value: i.clicks,
    color: COLORS[n % COLORS.length],
  }));
  return (
    <Group align="center" gap="xl" wrap="wrap">
      <Frame label={label}>
        {data.total > 0 ? (
          <PieChart data={slices.filter((s) => s.value > 0)} size={200} withTooltip />
        ) : (
          <Text c="dimmed">No clicks in this period.</Text>
        )}
      </Frame>
      <Stack gap={4}>
        <Text fw={600} id="intent-legend">
          Clicks per intent
        </Text>
        <List listStyleType="none" spacing={2} aria-labelledby="intent-legend">
          {slices.map((s) => (
            <List.Item key={s.name}>
              <Group gap="xs" wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 12,
                    height: 12,
                    borderRadius: 2,
                    background: `var(--mantine-color-${s.color.replace('.', '-')})`,
                  }}
                />
                <Text size="sm">
                  {s.name}: {fmt(s.value)}
                </Text>
              </Group>
            </List.Item>
          ))}
          <List.Item>
            <Text size="sm" fw={600}>
              Total: {fmt(data.total)}
            </Text>
          </List.Item>
        </List>
      </Stack>
    </Group>
  );
}
