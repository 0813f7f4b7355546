import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useCurrentMarketCode } from '../../lib/current-market.ts';
import { useMarkets } from '../../lib/markets.ts';

/** The markets, and the one the visitor is in (the page's, else the stored one, else the default). */
export function useChosenMarket() {
  const { markets, isPending } = useMarkets();
  const code = useCurrentMarketCode();
  return { markets, isPending, current: markets.find((m) => m.val === code) };
}

/**
 * The market menu's button: the market's name. Drawn alone until the menu's code arrives
 * (intentPart), then as the menu's target.
 */
export function MarketButton(props: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  const { isPending, current } = useChosenMarket();
  return (
    <Button
      variant="subtle"
      color="gray"
      loading={isPending}
      aria-label={current ? `Market: ${current.market}. Change market` : 'Choose a market'}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      {current?.market ?? 'Markets'}
    </Button>
  );
}
