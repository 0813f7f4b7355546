import type { ReactNode } from 'react';
import { Group, Loader, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ErrorState } from '../error-state.tsx';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';

/** What the frame reads of an infinite query of keyset pages. */
export interface PagedList {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => unknown;
}

/**
 * A back-office list of one market (products, businesses): the market selector and a text
 * search above; error (with retry), loading and empty states; then the table, fetched page by
 * page as its end scrolls into view, and the count once every page is in.
 */
export function StaffListFrame(props: {
  /** Every market (undefined while loading); the chosen one stays listed even if unknown. */
  markets: readonly { val: string; market: string }[] | undefined;
  market: string;
  onMarket: (market: string) => void;
  search: { label: string; placeholder: string; value: string; onChange: (v: string) => void };
  /** The debounced search, as sent: named in the empty state. */
  q: string;
  list: PagedList;
  shown: number;
  noun: { one: string; many: string };
  children: ReactNode;
}) {
  const { list, shown, noun } = props;
  const sentinel = useInfiniteScroll(list);
  const markets = (props.markets ?? []).map((m) => ({
    value: m.val,
    label: `${m.market} (${m.val})`,
  }));
  if (!markets.some((m) => m.value === props.market)) {
    markets.unshift({ value: props.market, label: props.market });
  }
  return (
    <Stack gap="sm">
      <Group grow align="end">
        <Select
          label="Market"
          data={markets}
          value={props.market}
          onChange={(v) => v && props.onMarket(v)}
          searchable
          allowDeselect={false}
        />
        <TextInput
          label={props.search.label}
          placeholder={props.search.placeholder}
          value={props.search.value}
          onChange={(e) => props.search.onChange(e.currentTarget.value)}
        />
      </Group>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Stack gap="xs" aria-label={`Loading ${noun.many}`}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={32} />
          ))}
        </Stack>
      ) : shown === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No {noun.many}
          {props.q ? ` match “${props.q}”` : ' in this market yet'}.
        </Text>
      ) : (
        props.children
      )}
      <div ref={sentinel} />
      {list.isFetchingNextPage && (
        <Group justify="center">
          <Loader size="sm" aria-label={`Loading more ${noun.many}`} />
        </Group>
      )}
      {!list.hasNextPage && shown > 0 && (
        <Text size="xs" c="dimmed" ta="center">
          {shown} {shown === 1 ? noun.one : noun.many}
        </Text>
      )}
    </Stack>
  );
}
