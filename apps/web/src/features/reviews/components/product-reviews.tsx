import { Suspense } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { reviewBlock, TEXT } from '@jaunt/contract';
import { useCurrentUser } from '../../../lib/auth.tsx';
import type { ReviewsProduct } from '../../../lib/engage.tsx';
import { currentPath, saveReturnTo } from '../../../lib/return-to.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useProductReviews } from '../api/get-product-reviews.ts';
import { ReviewCard } from './review-card.tsx';
import { lazyPart } from '../../../lib/lazy-part.tsx';

// Only a signed-in visitor who may review gets the form: nobody else downloads it.
const ReviewForm = lazyPart('src/features/reviews/components/review-form.tsx', () =>
  import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })),
);

function WhyNoForm({ block }: { block: ReturnType<typeof reviewBlock> }) {
  if (block === 'login')
    return (
      <Text>
        <Anchor component={Link} to="/login" onClick={() => saveReturnTo(currentPath())}>
          Log in
        </Anchor>{' '}
        to write a review.
      </Text>
    );
  if (block === 'unconfirmed') return <Text role="status">{TEXT.reviewNeedsConfirmedEmail}</Text>;
  if (block === 'editor') return <Text c="dark.4">Editors cannot write reviews.</Text>;
  return null;
}

/** The product page's reviews: the form (when allowed) and the list, newest first, 3 at a time. */
export default function ProductReviews({ product }: { product: ReviewsProduct }) {
  const { user } = useCurrentUser();
  const reviews = useProductReviews(product.sku);
  const remove = useDeleteReview();
  const block = reviewBlock(user, product);
  const list = reviews.data ?? [];
  // Products with an embedded or third-party widget show that instead, unless reviews exist.
  if (block === 'widget' && list.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="reviews-heading" gap="md">
      <Title order={2} size="h3" id="reviews-heading">
        Reviews
      </Title>
      {block === null && user ? (
        <Suspense fallback={null}>
          <ReviewForm
            sku={product.sku}
            defaultName={user.name || `${user.firstName} ${user.lastName}`.trim()}
          />
        </Suspense>
      ) : (
        <WhyNoForm block={block} />
      )}
      {reviews.isPending && <Text c="dark.4">Loading reviews…</Text>}
      {reviews.isError && <Text c="red">{TEXT.genericError}</Text>}
      {reviews.isSuccess && list.length === 0 && <Text c="dark.4">No reviews yet.</Text>}
      <Stack gap="sm" data-testid="review-list">
        {list.map((r) => (
          <ReviewCard
            key={r._id}
            review={r}
            deleting={remove.isPending && remove.variables === r._id}
            onDelete={user && r.email === user.email ? () => remove.mutate(r._id) : undefined}
          />
        ))}
      </Stack>
      {reviews.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void reviews.fetchNextPage()}
          loading={reviews.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          Load more reviews
        </Button>
      )}
    </Stack>
  );
}
