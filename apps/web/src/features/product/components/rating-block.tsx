import { Group, Text } from '@mantine/core';
import { Stars } from '../../../components/stars.tsx';

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
      <Stars value={rating} />
      <Text size="sm">
        <strong>{rating.toFixed(1)}</strong> out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
      </Text>
    </Group>
  );
}
