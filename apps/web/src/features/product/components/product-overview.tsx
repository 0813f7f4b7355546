import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatMoney,
  isPricingVariesDollars,
  priceLabel,
  toCents,
  type ProductDetail,
} from '@jaunt/contract';
import { ReviewsSummary } from './reviews-summary.tsx';
import { Highlights, offersFreeCancellation, TrustBadges } from './trust-sections.tsx';

/** Scrolls to the options list. */
function toOptions(e: React.MouseEvent) {
  const el = document.getElementById('options-heading');
  if (!el) return;
  e.preventDefault();
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The price the product starts from, a button to its options and the booking promises. */
export function PriceCallout({ product }: { product: ProductDetail }) {
  const varies = isPricingVariesDollars(product.lowestPrice);
  return (
    <Stack
      gap="sm"
      p="md"
      bdrs="lg"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="price-callout"
    >
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          {!varies && (
            <Text size="xs" c="dark.4" fw={600} tt="uppercase" lts="0.04em">
              From
            </Text>
          )}
          <Text fz={28} fw={800} lh={1.1} ff="heading">
            {varies ? priceLabel(product.lowestPrice) : formatMoney(toCents(product.lowestPrice))}
          </Text>
        </div>
        <Button component="a" href="#options-heading" onClick={toOptions} size="md">
          See options
        </Button>
      </Group>
      <TrustBadges freeCancellation={offersFreeCancellation(product.cancellationPolicy)} />
    </Stack>
  );
}

/** Highlights beside the reviews at a glance: what a buyer checks first. */
export function ProductOverview({ product }: { product: ProductDetail }) {
  const hasHighlights = product.highlights.length > 0;
  const hasReviews = product.reviewCount > 0;
  if (!hasHighlights && !hasReviews) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: hasHighlights && hasReviews ? 2 : 1 }} spacing="xl">
      <Highlights items={product.highlights} />
      {hasReviews && (
        <ReviewsSummary
          rating={product.computedRating}
          count={product.reviewCount}
          ratingCounts={product.ratingCounts}
        />
      )}
    </SimpleGrid>
  );
}
