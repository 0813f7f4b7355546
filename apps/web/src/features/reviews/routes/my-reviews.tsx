import { Anchor, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TEXT } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { useMarketSegment } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { useReviewTitles } from '../api/get-review-titles.ts';
import { ReviewCard } from '../components/review-card.tsx';
import { ReviewerProgress } from '../components/reviewer-progress.tsx';

/** '/reviews/mine': my reviewer title, count, progress and my reviews. */
export default function MyReviewsPage() {
  usePageTitle('My Reviews');
  const { user } = useCurrentUser();
  const reviews = useMyReviews();
  const titles = useReviewTitles();
  const remove = useDeleteReview();
  const market = user?.market || 'main';
  const segment = useMarketSegment();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>My Reviews</Title>
        {(reviews.isPending || titles.isPending) && <Skeleton height={120} radius="md" />}
        {reviews.isError && (
          <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
        )}
        {reviews.data && titles.data && (
          <ReviewerProgress count={reviews.data.length} titles={titles.data} />
        )}
        {reviews.data?.length === 0 && (
          <Text size="lg">
            {TEXT.noReviewsYet} ·{' '}
            <Anchor
              component={Link}
              to={market === 'main' ? '/main' : `/${segment(market)}/activities`}
            >
              Find an activity to review
            </Anchor>
          </Text>
        )}
        {reviews.data && reviews.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {reviews.data.map((r) => (
              <ReviewCard
                key={r._id}
                review={r}
                heading={
                  r.product ? (
                    <Anchor
                      component={Link}
                      to={`/${segment(r.product.market)}/${r.product.slug}`}
                      fw={700}
                    >
                      {r.product.name}
                    </Anchor>
                  ) : (
                    <Text fw={700}>{r.partnerId}</Text>
                  )
                }
                deleting={remove.isPending && remove.variables === r._id}
                onDelete={() => remove.mutate(r._id)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
