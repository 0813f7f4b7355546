import { useState } from 'react';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { reviewCreateBody, TEXT, type ReviewCreateBody } from '@jaunt/contract';
import { useModalSubmit } from '../../../lib/use-modal-submit.ts';
import { ModalFormActions } from '../../../components/modal-form-actions.tsx';
import { StarRatingInput } from '../../../components/star-rating-input.tsx';
import { saveErrorText } from '../lib/save-error.ts';

const EMPTY = { partnerId: '', userName: '', rating: 0, text: '' };

/** Add New review: partner sku, name, rating and text (rating and text required). */
export function AddReviewModal({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (b: ReviewCreateBody) => Promise<unknown>;
}) {
  const [v, setV] = useState(EMPTY);
  const { errors, failure, saving, submit } = useModalSubmit<ReviewCreateBody>({
    schema: reviewCreateBody,
    send: onAdd,
    onSent: () => {
      setV(EMPTY);
      onClose();
    },
    failureText: (error) => saveErrorText(error, TEXT.reviewSaveFailed),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Add a review">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(v);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Partner SKU"
            required
            value={v.partnerId}
            error={errors.partnerId}
            onChange={(e) => setV({ ...v, partnerId: e.currentTarget.value })}
          />
          <TextInput
            label="Name"
            required
            value={v.userName}
            error={errors.userName}
            onChange={(e) => setV({ ...v, userName: e.currentTarget.value })}
          />
          <StarRatingInput
            value={v.rating || null}
            onChange={(rating) => setV({ ...v, rating })}
            error={errors.rating}
          />
          <Textarea
            label="Review"
            required
            autosize
            minRows={3}
            value={v.text}
            error={errors.text}
            onChange={(e) => setV({ ...v, text: e.currentTarget.value })}
          />
          <ModalFormActions failure={failure} saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
