import { Button, Menu } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { DEFAULT_MARKET, groupMarkets } from '@jaunt/contract';
import { storeMarket, storedMarket, useMarkets, type Market } from '../../lib/markets.ts';

/** Picks the market: two groups, USA and CANADA, each sorted with the "Other" entries last. */
export function MarketSwitcher({ onChosen }: { onChosen?: () => void }) {
  const { markets, isPending } = useMarkets();
  const navigate = useNavigate();
  const params = useParams();
  const code = [params.market, storedMarket(), DEFAULT_MARKET].find((c) =>
    markets.some((m) => m.val === c),
  );
  const current = markets.find((m) => m.val === code);
  const { usa, canada } = groupMarkets(markets.filter((m) => m.active !== false));

  const choose = (m: Market) => {
    storeMarket(m.val);
    onChosen?.();
    void navigate(`/${m.val}`);
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
        <Button
          variant="subtle"
          color="gray"
          loading={isPending}
          aria-label={current ? `Market: ${current.market}. Change market` : 'Choose a market'}
        >
          {current?.market ?? 'Markets'}
        </Button>
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
