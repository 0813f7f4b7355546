import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { priceLabel, type ListItem } from '@jaunt/contract';
import { SafeImage } from '../../../components/safe-image.tsx';
import { useMarketSegment } from '../../../lib/markets.ts';
import { FlavorText } from './flavor-text.tsx';
import { TrashIcon } from './icons.tsx';
import classes from './favorites.module.css';

/** The product page of an item (its variant page when the item is one variant). */
export function useItemHref(): (item: ListItem) => string {
  const segment = useMarketSegment();
  return (item) =>
    `/${segment(item.product.market)}/${item.product.slug}${item.variantSummary ? `/${item.variantSummary.slug}` : ''}`;
}

export const itemName = (item: ListItem) =>
  item.variantSummary ? `${item.product.name} - ${item.variantSummary.name}` : item.product.name;

/** One experience in a list; the owner gets a drag handle, remove and flavour-text editing. */
export function ListItemCard({
  item,
  handle,
  onRemove,
  onFlavorText,
}: {
  item: ListItem;
  handle?: ReactNode;
  onRemove?: () => void;
  onFlavorText?: (text: string) => Promise<unknown>;
}) {
  const name = itemName(item);
  const itemHref = useItemHref();
  const price = item.variantSummary?.price ?? item.product.lowestPrice;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="list-item">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {handle}
        <SafeImage
          src={item.variantSummary?.image || item.product.featuredImage}
          alt=""
          width={120}
          height={80}
          className={classes.itemImage}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={itemHref(item)} fw={700}>
            {name}
          </Anchor>
          <Text size="sm" c="dark.4">
            {item.product.city} · {priceLabel(price)}
          </Text>
          <FlavorText value={item.flavorText} itemName={name} onSave={onFlavorText} />
        </Stack>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            <TrashIcon />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}
