import { Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { groupMarkets, marketSegment } from '@jaunt/contract';
import { storeMarket, type Market } from '../../lib/markets.ts';
import { MarketButton, useChosenMarket } from './market-button.tsx';

/** Picks the market: two groups, USA and CANADA, each sorted with the "Other" entries last. */
export function MarketSwitcher({ onChosen }: { onChosen?: () => void }) {
  const { markets, current } = useChosenMarket();
  const navigate = useNavigate();
  const { usa, canada } = groupMarkets(markets.filter((m) => m.active !== false));

  const choose = (m: Market) => {
    storeMarket(m.val);
    onChosen?.();
    void navigate(`/${marketSegment(m)}`);
  };
  const items = (list: Market[]) =>
    list.map((m) => (
      <Menu.Item
        key={m._id}
        onClick={() => choose(m)}
        aria-current={m.val === current?.val ? 'true' : undefined}
        fw={m.val === current?.val ? 700 : undefined}
      >
        {m.market}
      </Menu.Item>
    ));

  return (
    <Menu position="bottom-start" width={220} withinPortal>
      <Menu.Target>
        <MarketButton />
      </Menu.Target>
      <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
        {markets.length === 0 && <Menu.Label>No markets available yet</Menu.Label>}
        {usa.length > 0 && <Menu.Label>USA</Menu.Label>}
        {items(usa)}
        {usa.length > 0 && canada.length > 0 && <Menu.Divider />}
        {canada.length > 0 && <Menu.Label>CANADA</Menu.Label>}
        {items(canada)}
      </Menu.Dropdown>
    </Menu>
  );
}

export default MarketSwitcher;
