import { useState } from 'react';
import type { FeaturedPage } from '@jaunt/contract';
import {
  Badge,
  Button,
  Grid,
  Group,
  NavLink,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { useMarketSegment, useMarkets } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useFeaturedPages } from '../api/featured-pages.ts';
import { FeaturedPageForm } from '../components/featured-page-form.tsx';

/** /featured/manage (admin): feature pages per market; pick one to edit or start a new one. */
export default function FeaturedManage() {
  usePageTitle('Feature pages');
  const { markets } = useMarkets();
  const segment = useMarketSegment();
  const [chosen, setChosen] = useState<string | null>(null);
  const market = chosen ?? markets[0]?.val ?? null;
  const pages = useFeaturedPages(market);
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const list = pages.data ?? [];
  // Just saved: the list may not have refetched yet, so keep the saved copy at hand.
  const [lastSaved, setLastSaved] = useState<FeaturedPage | null>(null);
  const current =
    selected === 'new'
      ? null
      : (list.find((p) => p._id === selected) ?? (lastSaved?._id === selected ? lastSaved : null));

  return (
    <Stack>
      <Title order={1}>Feature pages</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Select
              label="Market"
              data={markets.map((m) => ({ value: m.val, label: m.val }))}
              value={market}
              onChange={(v) => {
                setChosen(v);
                setSelected(null);
              }}
              allowDeselect={false}
            />
            <Button onClick={() => setSelected('new')} variant="light">
              New feature page
            </Button>
            {pages.isError ? (
              <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
            ) : pages.isPending && market ? (
              <Skeleton h={120} />
            ) : list.length === 0 ? (
              <Text c="dimmed">No feature pages in this market yet.</Text>
            ) : (
              <nav aria-label="Feature pages">
                {list.map((p) => (
                  <NavLink
                    key={p._id}
                    active={p._id === selected}
                    label={p.pageTitle}
                    description={`/${segment(p.market)}/feature/${p.slug} · position ${p.position}`}
                    rightSection={
                      <Badge size="xs" color={p.active ? 'teal' : 'gray'} variant="light">
                        {p.active ? 'active' : 'inactive'}
                      </Badge>
                    }
                    onClick={() => setSelected(p._id)}
                  />
                ))}
              </nav>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected && market ? (
            <FeaturedPageForm
              key={`${market}:${selected}`}
              page={current}
              market={market}
              otherPages={list}
              onSaved={(p) => {
                setLastSaved(p);
                setSelected(p._id);
              }}
              onDeleted={() => setSelected(null)}
            />
          ) : (
            <Group h="100%" justify="center">
              <Text c="dimmed">Choose a page to edit, or start a new one.</Text>
            </Group>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
