import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { reviewCreateBody, TEXT, type ReviewCreateBody } from '@jaunt/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { saveErrorText } from '../lib/save-error.ts';

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
  const [v, setV] = useState({ partnerId: '', userName: '', rating: 0, text: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const parsed = reviewCreateBody.safeParse(v);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      setErrors(next);
      return;
    }
    setSaving(true);
    setFailure('');
    try {
      await onAdd(parsed.data);
      setV({ partnerId: '', userName: '', rating: 0, text: '' });
      setErrors({});
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      setFailure(saveErrorText(e, TEXT.reviewSaveFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add a review">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
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
          <div>
            <Text size="sm" fw={500} id="add-review-rating">
              Rating
            </Text>
            <Rating
              value={v.rating}
              onChange={(rating) => setV({ ...v, rating })}
              aria-labelledby="add-review-rating"
            />
            {errors.rating && (
              <Text size="xs" c="red.8">
                {errors.rating}
              </Text>
            )}
          </div>
          <Textarea
            label="Review"
            required
            autosize
            minRows={3}
            value={v.text}
            error={errors.text}
            onChange={(e) => setV({ ...v, text: e.currentTarget.value })}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
