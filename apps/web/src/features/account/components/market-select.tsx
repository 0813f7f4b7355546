import { Select, type SelectProps } from '@mantine/core';
import { DEFAULT_MARKET, groupMarkets } from '@jaunt/contract';
import { useMarkets } from '../../../lib/markets.ts';

/** Market choice grouped into 'US markets' and 'Canadian markets' (Other ... last). */
export function MarketSelect(props: Omit<SelectProps, 'data'>) {
  const { markets, isPending } = useMarkets();
  const { usa, canada } = groupMarkets(markets.filter((m) => m.active !== false));
  const option = (m: { val: string; market: string }) => ({ value: m.val, label: m.market });
  const data =
    markets.length === 0
      ? [{ group: 'Canadian markets', items: [{ value: DEFAULT_MARKET, label: 'Toronto Area' }] }]
      : [
          { group: 'US markets', items: usa.map(option) },
          { group: 'Canadian markets', items: canada.map(option) },
        ].filter((g) => g.items.length > 0);
  return <Select {...props} data={data} allowDeselect={false} disabled={isPending} />;
}
