import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { AnalyticsIntent } from '@jaunt/contract';
import { usePageTitle } from '../../../lib/settings.ts';
import { AnalyticsNav } from '../components/analytics-nav.tsx';
import { ClickTable } from '../components/click-table.tsx';
import { IntentSelect, MarketSelect } from '../components/selectors.tsx';

/** '/activity-click-throughs' (editor, admin): clicks per activity for every period. */
export default function ActivityClickThroughsRoute() {
  usePageTitle('Activity click-throughs');
  const [market, setMarket] = useState('');
  const [intent, setIntent] = useState<AnalyticsIntent>('total');
  return (
    <Stack gap="lg">
      <Title order={1}>Activity click-throughs</Title>
      <AnalyticsNav />
      <Group gap="sm" align="flex-end">
        <MarketSelect value={market} onChange={setMarket} />
        <IntentSelect value={intent} onChange={setIntent} />
      </Group>
      <ClickTable id="activities" intent={intent} market={market} secondColumn="market" />
    </Stack>
  );
}
