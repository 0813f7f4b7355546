import { useState } from 'react';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REVIEW_TEXT_MAX, TEXT } from '@jaunt/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateReview } from '../api/create-review.ts';
import { StarRatingInput } from '../../../components/star-rating-input.tsx';

const MISSING_RATING = 'Please choose a rating';
const MISSING_REVIEW = 'Please write a review';
const MISSING_NAME = 'Please enter your name';

/** The server's first validation message and its field, else the spec's failure text. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    const [field, message] = Object.entries(error.fields)[0] ?? [];
    if (field && message) return `${message} (${field})`;
  }
  // 400 validation, 409 'You have already reviewed this experience...', 429 too many reviews.
  if (error instanceof ApiError && [400, 409, 429].includes(error.status) && error.message)
    return error.message;
  return TEXT.reviewSaveFailed;
}

/** Write a review: name, 1 to 5 stars and text (missing rating and text are flagged). */
export function ReviewForm({ sku, defaultName }: { sku: string; defaultName: string }) {
  const create = useCreateReview(sku);
  const [userName, setUserName] = useState(defaultName);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ userName?: string; rating?: string; text?: string }>({});

  const submit = () => {
    const next = {
      userName: userName.trim() ? undefined : MISSING_NAME,
      rating: rating ? undefined : MISSING_RATING,
      text: text.trim() ? undefined : MISSING_REVIEW,
    };
    setErrors(next);
    if (next.userName || next.rating || next.text || !rating) return;
    create.mutate(
      { partnerId: sku, userName: userName.trim(), rating, text: text.trim() },
      {
        onSuccess: () => {
          setRating(null);
          setText('');
          notifications.show({ color: 'teal', message: 'Thank you for your review!' });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Write a review"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" maw={560}>
        {create.isError && (
          <Alert color="red" role="alert">
            {failureText(create.error)}
          </Alert>
        )}
        <TextInput
          label="Your name"
          required
          value={userName}
          onChange={(e) => setUserName(e.currentTarget.value)}
          error={errors.userName}
          maxLength={100}
        />
        <StarRatingInput
          value={rating}
          onChange={(n) => {
            setRating(n);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          error={errors.rating}
        />
        <Textarea
          label="Your review"
          required
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.text}
          autosize
          minRows={3}
          maxLength={REVIEW_TEXT_MAX}
        />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Post review
        </Button>
      </Stack>
    </form>
  );
}
