import { Anchor, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { Stars } from '../../../components/stars.tsx';

export interface ReviewsSummaryProps {
  rating: number;
  count: number;
  /** Active reviews per star, index 0 = one star. */
  ratingCounts: number[];
  /** Id of the reviews section the 'See all reviews' link jumps to. */
  target?: string;
}

/** Scrolls to the reviews section (the link also works without script, by its hash). */
function jumpTo(id: string) {
  return (e: React.MouseEvent) => {
    const el = document.getElementById(id);
    if (!el) return;
    e.preventDefault();
    el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
}

/**
 * The reviews at a glance, near the top of the product page: the average, the count, how many
 * gave each number of stars (5 down to 1) and a link to the full list.
 */
export function ReviewsSummary({
  rating,
  count,
  ratingCounts,
  target = 'reviews-heading',
}: ReviewsSummaryProps) {
  if (count === 0) return null;
  const most = Math.max(...ratingCounts, 1);
  return (
    <Box
      component="section"
      aria-labelledby="reviews-summary-heading"
      p="lg"
      bg="gray.0"
      bdrs="lg"
      data-testid="reviews-summary"
    >
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stack gap={2} align="center" miw={96}>
          <Text id="reviews-summary-heading" size="sm" fw={600} c="dark.5">
            Guest rating
          </Text>
          <Text fz={40} fw={800} lh={1.1} ff="heading">
            {rating.toFixed(1)}
          </Text>
          <Stars value={rating} size="sm" />
          <Text size="xs" c="dark.4" ta="center">
            {count} {count === 1 ? 'review' : 'reviews'}
          </Text>
        </Stack>
        <Stack gap={6} flex={1} miw={0}>
          <ul aria-label="Reviews by stars" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = ratingCounts[stars - 1] ?? 0;
              return (
                <li key={stars}>
                  <Group gap="xs" wrap="nowrap" py={3}>
                    <Text size="xs" w={44} c="dark.5">
                      {stars} {stars === 1 ? 'star' : 'stars'}
                    </Text>
                    <Progress
                      value={(n / most) * 100}
                      flex={1}
                      size="md"
                      color="yellow.6"
                      aria-hidden
                    />
                    <Text size="xs" w={24} ta="right" c="dark.5">
                      {n}
                    </Text>
                  </Group>
                </li>
              );
            })}
          </ul>
          <Anchor href={`#${target}`} size="sm" fw={600} onClick={jumpTo(target)}>
            See all reviews
          </Anchor>
        </Stack>
      </Group>
    </Box>
  );
}
