import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../lib/api-client.ts';
import { useThirdPartyReviews } from '../api/get-third-party-reviews.ts';
import { Stars } from '../../../components/stars.tsx';

/** Tripadvisor reviews: 3 first, 'Load More' adds 5. Hidden when there are none (or a 404). */
export function ThirdPartyReviews({ locationId }: { locationId: string }) {
  const q = useThirdPartyReviews(locationId);
  const reviews = q.data?.pages.flat() ?? [];
  if (q.isError && q.error instanceof ApiError && q.error.status === 404) return null;
  if (q.isSuccess && reviews.length === 0) return null;
  const sample = reviews.some((r) => r.sample);
  return (
    <Stack component="section" aria-labelledby="tp-reviews" gap="sm">
      <Title order={2} id="tp-reviews" size="h3">
        {sample ? 'Sample reviews' : 'Reviews from Tripadvisor'}
      </Title>
      {sample && (
        <Text size="sm" c="dimmed">
          Demo data: these sample reviews were generated for this demo and were not written by real
          travellers.
        </Text>
      )}
      {q.isError && <Text c="dimmed">These reviews could not be loaded right now.</Text>}
      {reviews.map((r, i) => (
        <Card key={`${r.published_date}-${i}`} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Text fw={700}>{r.title}</Text>
              {r.sample && (
                <Badge variant="outline" color="gray" size="sm">
                  Sample review
                </Badge>
              )}
            </Group>
            <Group gap={4} wrap="nowrap">
              <Stars value={r.rating} size="sm" />
              <Text size="sm">{r.rating}/5</Text>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {r.user.username} · {new Date(r.published_date).toLocaleDateString()}
          </Text>
          <Text size="sm" mt={6}>
            {r.text}
          </Text>
        </Card>
      ))}
      {q.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void q.fetchNextPage()}
          loading={q.isFetchingNextPage}
        >
          Load More
        </Button>
      )}
    </Stack>
  );
}
