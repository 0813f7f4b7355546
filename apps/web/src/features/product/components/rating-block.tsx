import { Group, Rating, Text } from '@mantine/core';

/** The visible rating (the first HTML also carries it as JSON-LD AggregateRating). */
export function RatingBlock({ rating, count }: { rating: number; count: number }) {
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="rating-block">
        No reviews yet
      </Text>
    );
  }
  return (
    <Group gap="xs" data-testid="rating-block">
      <Rating value={rating} fractions={2} readOnly aria-hidden />
      <Text size="sm">
        <strong>{rating.toFixed(1)}</strong> out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
      </Text>
    </Group>
  );
}
