import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { reviewerTitle, type ReviewTitleLike } from '@jaunt/contract';

/** The gamified reviewer title, the review count and progress to the next level ('MAX' on top). */
export function ReviewerProgress({ count, titles }: { count: number; titles: ReviewTitleLike[] }) {
  const level = reviewerTitle(count, titles);
  const next =
    level.next === 'MAX'
      ? 'MAX'
      : `${level.next.remaining} more ${level.next.remaining === 1 ? 'review' : 'reviews'} to ${level.next.title}`;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="reviewer-progress">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            {level.title ?? 'New reviewer'}
          </Title>
          <Text fw={500}>
            {count} {count === 1 ? 'review' : 'reviews'}
          </Text>
        </Group>
        <Progress
          value={level.progress}
          size="lg"
          aria-label="Progress to the next reviewer level"
        />
        <Text size="sm" c="dark.4" data-testid="next-level">
          {next}
        </Text>
      </Stack>
    </Card>
  );
}
