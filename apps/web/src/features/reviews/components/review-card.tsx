import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Review } from '@jaunt/contract';
import { Stars } from '../../../components/stars.tsx';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** One review; its author may delete it (after a confirmation). */
export function ReviewCard({
  review,
  heading,
  onDelete,
  deleting,
}: {
  review: Review;
  heading?: ReactNode;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="review">
      <Stack gap={6}>
        {heading}
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{review.userName}</Text>
          <Text size="sm" c="dark.4">
            {formatDate(review.date)}
          </Text>
        </Group>
        <Group gap={6}>
          <Stars value={review.rating} size="sm" />
          <VisuallyHidden>Rated {review.rating} out of 5</VisuallyHidden>
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Text>
        {onDelete &&
          (confirming ? (
            <Group gap="xs">
              <Text size="sm">Delete this review?</Text>
              <Button size="compact-sm" color="red" loading={deleting} onClick={onDelete}>
                Yes, delete
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </Group>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setConfirming(true)}
            >
              Delete my review
            </Button>
          ))}
      </Stack>
    </Card>
  );
}
