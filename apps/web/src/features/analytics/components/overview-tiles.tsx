import { Card, SimpleGrid, Text } from '@mantine/core';
import { TILE_LABELS, type AnalyticsOverview } from '@jaunt/contract';

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Today's stats, each against yesterday. */
export function OverviewTiles({ tiles }: { tiles: AnalyticsOverview['tiles'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {tiles.map((t) => {
        const diff = t.today - t.yesterday;
        return (
          <Card key={t.key} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {TILE_LABELS[t.key]}
            </Text>
            <Text fz={26} fw={700}>
              {fmt(t.today)}
            </Text>
            <Text size="xs" c={diff > 0 ? 'teal.9' : diff < 0 ? 'red.9' : 'dimmed'}>
              Yesterday: {fmt(t.yesterday)} ({diff >= 0 ? '+' : ''}
              {fmt(diff)})
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
