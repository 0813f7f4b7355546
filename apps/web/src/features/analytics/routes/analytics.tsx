import { Anchor, Group, Image, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  OVERVIEW_MONTHS,
  formatMoney,
  toCents,
  type AnalyticsIntent,
  type AnalyticsOverview,
  type AnalyticsPeriod,
} from '@jaunt/contract';
import { usePageTitle } from '../../../lib/settings.ts';
import { useDailyClicks } from '../api/get-click-series.ts';
import { useClicksByIntent } from '../api/get-intents.ts';
import { useOverview } from '../api/get-overview.ts';
import { HOME_DEFAULTS } from '../api/prefetch.ts';
import { AnalyticsNav } from '../components/analytics-nav.tsx';
import { ClicksLineChart, IntentPie } from '../components/charts.tsx';
import { OverviewTiles } from '../components/overview-tiles.tsx';
import { QueryState } from '../components/query-state.tsx';
import { IntentSelect, MarketSelect, PeriodSelect } from '../components/selectors.tsx';
import { SimpleTable } from '../components/simple-table.tsx';

type Experience = AnalyticsOverview['latestExperiences'][number];
type User = AnalyticsOverview['latestUsers'][number];
const WINDOWS = [
  { value: '92', label: `Last ${OVERVIEW_MONTHS} months` },
  { value: '30', label: 'Last 30 days' },
  { value: '7', label: 'Last 7 days' },
];
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** '/analytics' (editor, admin): today's stats, click-throughs, latest experiences and users. */
export default function AnalyticsRoute() {
  usePageTitle('Analytics');
  const overview = useOverview();
  const [intent, setIntent] = useState<AnalyticsIntent>(HOME_DEFAULTS.intent);
  const [days, setDays] = useState<string>(HOME_DEFAULTS.days);
  const daily = useDailyClicks({ intent, days });
  const [pieMarket, setPieMarket] = useState('');
  const [period, setPeriod] = useState<AnalyticsPeriod>(HOME_DEFAULTS.period);
  const pie = useClicksByIntent({ market: pieMarket || undefined, period });

  return (
    <Stack gap="lg">
      <Title order={1}>Analytics</Title>
      <AnalyticsNav />
      <QueryState query={overview} label="today's stats">
        {(o) => (
          <Stack gap="lg">
            <section aria-labelledby="today-stats">
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h3" id="today-stats">
                  Today&apos;s stats
                </Title>
                <Text size="sm" c="dimmed">
                  Updated {dateTime(o.updatedAt)}
                </Text>
              </Group>
              <OverviewTiles tiles={o.tiles} />
            </section>
          </Stack>
        )}
      </QueryState>
      <section aria-labelledby="clicks-title">
        <Title order={2} size="h3" id="clicks-title" mb="xs">
          Click-throughs per day
        </Title>
        <Group gap="sm" mb="sm" align="flex-end">
          <IntentSelect value={intent} onChange={setIntent} />
          <Select
            label="Window"
            data={WINDOWS}
            value={days}
            onChange={(v) => v && setDays(v)}
            allowDeselect={false}
            w={180}
          />
        </Group>
        <QueryState query={daily} label="clicks per day">
          {(d) => <ClicksLineChart data={d} label={`Line chart of ${intent} clicks per day`} />}
        </QueryState>
      </section>
      <section aria-labelledby="intents-title">
        <Title order={2} size="h3" id="intents-title" mb="xs">
          Clicks per intent
        </Title>
        <Group gap="sm" mb="sm" align="flex-end">
          <MarketSelect value={pieMarket} onChange={setPieMarket} />
          <PeriodSelect value={period} onChange={setPeriod} />
        </Group>
        <QueryState query={pie} label="clicks per intent">
          {(d) => <IntentPie data={d} label="Pie chart of clicks per intent" />}
        </QueryState>
      </section>
      {overview.data && (
        <>
          <SimpleTable<Experience>
            caption="Latest experiences"
            filename="latest-experiences.csv"
            rows={overview.data.latestExperiences}
            rowKey={(r) => r._id}
            columns={[
              {
                title: 'Image',
                value: (r) => r.featuredImage,
                render: (r) =>
                  r.featuredImage ? (
                    <Image src={r.featuredImage} alt="" w={64} h={40} fit="cover" radius="sm" />
                  ) : null,
              },
              {
                title: 'Name',
                value: (r) => r.name,
                render: (r) => (
                  <Anchor component={Link} to={`/${r.market.toLowerCase()}/${r.slug}`}>
                    {r.name}
                  </Anchor>
                ),
              },
              {
                title: 'Price',
                numeric: true,
                value: (r) => (r.price === null ? '' : formatMoney(toCents(r.price))),
              },
              { title: 'Info', value: (r) => r.info.slice(0, 140) },
            ]}
          />
          <SimpleTable<User>
            caption="Latest users"
            filename="latest-users.csv"
            rows={overview.data.latestUsers}
            rowKey={(r) => r._id}
            columns={[
              { title: 'Name', value: (r) => r.name },
              { title: 'Role', value: (r) => r.role },
              { title: 'Email', value: (r) => r.email },
              { title: 'Signup date', value: (r) => dateTime(r.signupDate) },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
