import { Select } from '@mantine/core';
import {
  ANALYTICS_INTENTS,
  ANALYTICS_PERIODS,
  PERIOD_LABELS,
  type AnalyticsIntent,
  type AnalyticsPeriod,
} from '@jaunt/contract';
import { useMarkets } from '../../../lib/markets.ts';

const ALL = '';

/** Market selector ('' = every market). */
export function MarketSelect({
  value,
  onChange,
  label = 'Market',
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  const { markets } = useMarkets();
  return (
    <Select
      label={label}
      data={[
        { value: ALL, label: 'All markets' },
        ...markets.map((m) => ({ value: m.val, label: m.market })),
      ]}
      value={value}
      onChange={(v) => onChange(v ?? ALL)}
      allowDeselect={false}
      w={190}
    />
  );
}

export const intentLabel = (i: string) =>
  i === 'total' ? 'Total' : i.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function IntentSelect({
  value,
  onChange,
  label = 'Intent',
}: {
  value: AnalyticsIntent;
  onChange: (v: AnalyticsIntent) => void;
  label?: string;
}) {
  return (
    <Select
      label={label}
      data={ANALYTICS_INTENTS.map((i) => ({ value: i, label: intentLabel(i) }))}
      value={value}
      onChange={(v) => v && onChange(v as AnalyticsIntent)}
      allowDeselect={false}
      w={230}
    />
  );
}

export function PeriodSelect({
  value,
  onChange,
  label = 'Period',
}: {
  value: AnalyticsPeriod;
  onChange: (v: AnalyticsPeriod) => void;
  label?: string;
}) {
  return (
    <Select
      label={label}
      data={ANALYTICS_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
      value={value}
      onChange={(v) => v && onChange(v as AnalyticsPeriod)}
      allowDeselect={false}
      w={160}
    />
  );
}
