import { Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import {
  reportYears,
  type AnalyticsIntent,
  type AnalyticsPeriod,
  type ClickTableRow,
} from '@jaunt/contract';
import { usePageTitle } from '../../../lib/settings.ts';
import { useClickSeries, usePartnerYear } from '../api/get-click-series.ts';
import { useClicksByIntent } from '../api/get-intents.ts';
import { AnalyticsNav } from '../components/analytics-nav.tsx';
import { ClicksBarChart, IntentPie } from '../components/charts.tsx';
import { ClickTable } from '../components/click-table.tsx';
import { QueryState } from '../components/query-state.tsx';
import { IntentSelect, MarketSelect, PeriodSelect } from '../components/selectors.tsx';

function SeriesPanel({ unit, title }: { unit: 'week' | 'month'; title: string }) {
  const [market, setMarket] = useState('');
  const [intent, setIntent] = useState<AnalyticsIntent>('total');
  const series = useClickSeries({ unit, market: market || undefined, intent });
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Group gap="sm" mb="sm" align="flex-end">
        <MarketSelect value={market} onChange={setMarket} label={`${title}: market`} />
        <IntentSelect value={intent} onChange={setIntent} label={`${title}: intent`} />
      </Group>
      <QueryState query={series} label={title}>
        {(d) => <ClicksBarChart data={d.points} label={`Bar chart: ${title}`} />}
      </QueryState>
    </section>
  );
}

/**
 * '/click-throughs' (editor, admin): 12 weeks and 12 months of clicks, the partner table, the
 * pie of intents and one partner's year.
 */
export default function ClickThroughsRoute() {
  usePageTitle('Click-throughs');
  const [market, setMarket] = useState('');
  const [intent, setIntent] = useState<AnalyticsIntent>('total');
  const [pieMarket, setPieMarket] = useState('');
  const [period, setPeriod] = useState<AnalyticsPeriod>('this-month');
  const pie = useClicksByIntent({ market: pieMarket || undefined, period });
  const [partner, setPartner] = useState<ClickTableRow | null>(null);
  const [year, setYear] = useState(new Date().getFullYear());
  const yearly = usePartnerYear({ partnerId: partner?.id, year, intent });

  return (
    <Stack gap="lg">
      <Title order={1}>Click-throughs</Title>
      <AnalyticsNav />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SeriesPanel unit="week" title="Clicks per week (12 weeks)" />
        <SeriesPanel unit="month" title="Clicks per month (12 months)" />
      </SimpleGrid>
      <section aria-labelledby="partners-title">
        <Title order={2} size="h3" id="partners-title" mb="xs">
          Clicks by partner
        </Title>
        <Group gap="sm" mb="sm" align="flex-end">
          <MarketSelect value={market} onChange={setMarket} label="Partner table: market" />
          <IntentSelect value={intent} onChange={setIntent} label="Partner table: intent" />
        </Group>
        <ClickTable
          id="partners"
          intent={intent}
          market={market}
          secondColumn="city"
          onPick={setPartner}
        />
      </section>
      {partner && (
        <section aria-labelledby="partner-year-title">
          <Title order={2} size="h3" id="partner-year-title" mb="xs">
            {partner.name}: clicks per month of {year}
          </Title>
          <Select
            label="Year"
            data={reportYears().reverse().map(String)}
            value={String(year)}
            onChange={(v) => v && setYear(Number(v))}
            allowDeselect={false}
            w={110}
            mb="sm"
          />
          <QueryState query={yearly} label="the partner's year">
            {(d) => (
              <ClicksBarChart
                data={d.points}
                label={`Bar chart of ${partner.name}'s clicks per month`}
              />
            )}
          </QueryState>
        </section>
      )}
      <section aria-labelledby="pie-title">
        <Title order={2} size="h3" id="pie-title" mb="xs">
          Clicks per intent
        </Title>
        <Group gap="sm" mb="sm" align="flex-end">
          <MarketSelect value={pieMarket} onChange={setPieMarket} label="Pie: market" />
          <PeriodSelect value={period} onChange={setPeriod} label="Pie: period" />
        </Group>
        <QueryState query={pie} label="clicks per intent">
          {(d) => <IntentPie data={d} label="Pie chart of clicks per intent" />}
        </QueryState>
      </section>
    </Stack>
  );
}
