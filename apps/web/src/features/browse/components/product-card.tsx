import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  cardInfo,
  formatDistance,
  priceLabel,
  showDistance,
  type ProductListItem,
} from '@jaunt/contract';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { useMarketSegment } from '../../../lib/markets.ts';
import { useFavorite, useIsSaved } from '../../../lib/engage.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import classes from './browse.module.css';
import { Stars } from '../../../components/stars.tsx';

export interface ProductCardProps {
  product: ProductListItem;
  /** The page's market code; the product's own market wins for links and distance units. */
  market: string;
  /** Called when a signed-in visitor taps the heart (favourites plug in here). */
  onFavorite?: (product: ProductListItem) => void;
  /** The page's main image: loaded at once and first (not lazily). */
  priority?: boolean;
}

/** A product in a list: image, name, city, distance, stars, price, info, heart and a badge. */
export function ProductCard({
  product,
  market: pageMarket,
  onFavorite,
  priority = false,
}: ProductCardProps) {
  const market = product.market || pageMarket;
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const segment = useMarketSegment();
  const name = product.name ?? '';
  const href = `/${segment(market)}/${product.slug}`;
  const saveToList = useFavorite();
  const saved = useIsSaved(product._id);
  const favorite = () =>
    saveToList
      ? saveToList({ productId: product._id, name })
      : user
        ? onFavorite?.(product)
        : void navigate('/login');
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="product-card">
      <Card.Section pos="relative">
        <Link to={href} tabIndex={-1} aria-hidden>
          <SafeImage
            src={product.featuredImage}
            alt=""
            width={640}
            height={360}
            className={classes.cardImage}
            priority={priority}
          />
        </Link>
        <ActionIcon
          variant="white"
          radius="xl"
          size="lg"
          className={classes.heart}
          onClick={favorite}
          aria-label={`Save ${name} to a list`}
          aria-pressed={saved}
          c={saved ? 'red.8' : undefined}
          data-saved={saved || undefined}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 21s-7-4.4-9.3-9A5.4 5.4 0 0 1 12 6a5.4 5.4 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z" />
          </svg>
        </ActionIcon>
        {product.category?.name && (
          <Badge className={classes.badge} color="dark" variant="filled">
            {product.category.name}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text
          component={Link}
          to={href}
          fw={700}
          size="lg"
          lineClamp={2}
          className={classes.cardTitle}
        >
          {name}
        </Text>
        <Group gap="xs" c="dimmed">
          <Text size="sm">{product.city}</Text>
          {showDistance(product.distance, market) && (
            <Text size="sm">· {formatDistance(product.distance!, market)}</Text>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Stars value={product.computedRating ?? 0} size="sm" />
            <Text size="sm" c="dimmed">
              <span className={classes.srOnly}>Rated {product.computedRating ?? 0} out of 5, </span>
              ({product.reviewCount ?? 0})
            </Text>
          </Group>
          <Text fw={700} data-testid="card-price">
            {priceLabel(product.lowestPrice)}
          </Text>
        </Group>
        <Text size="sm" c="dark.4">
          {cardInfo(product.info)}
        </Text>
      </Stack>
    </Card>
  );
}
