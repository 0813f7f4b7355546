import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { TEXT, type Review } from '@jaunt/contract';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/types.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useAdminReviewCount, useAdminReviews, useReviewWrites } from '../api/admin-reviews.ts';
import { AddReviewModal } from '../components/add-review-modal.tsx';
import { saveErrorText } from '../lib/save-error.ts';

const SIZE = 25;
const stars = ['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: `${n} ★` }));

type Row = Omit<Review, 'rating'> & { rating: string };
const columns: ColumnDef<Row>[] = [
  { key: 'date', title: 'Date', type: 'date', width: 110 },
  { key: 'partnerId', title: 'Partner SKU', type: 'text', width: 120 },
  { key: 'userName', title: 'Name', type: 'text', editable: true, width: 140 },
  { key: 'email', title: 'Email', type: 'text', width: 180 },
  { key: 'rating', title: 'Rating', type: 'select', options: stars, editable: true, width: 110 },
  { key: 'text', title: 'Text', type: 'text', multiline: true, editable: true },
  { key: 'active', title: 'Active', type: 'boolean', editable: true, width: 80 },
];

/** /reviews/manage (admin): every review; filter by email and partner SKU; edit, toggle, delete. */
export default function ReviewsManage() {
  usePageTitle('Manage reviews');
  const [email, setEmail] = useState('');
  const [sku, setSku] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [f] = useDebouncedValue({ email: email.trim(), partnerId: sku.trim() }, 300);
  const reviews = useAdminReviews({ ...f, page, size: SIZE });
  const counted = useAdminReviewCount(f);
  const writes = useReviewWrites();
  const rows: Row[] = (reviews.data ?? []).map((r) => ({ ...r, rating: String(r.rating) }));
  // Until the count arrives, one more page exists while a page comes back full.
  const total =
    counted.data?.count ?? (page - 1) * SIZE + rows.length + (rows.length === SIZE ? 1 : 0);

  const fail = (e: unknown) =>
    notifications.show({ color: 'red', title: TEXT.reviewSaveFailed, message: saveErrorText(e) });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Manage reviews</Title>
          {counted.data && (
            <Text c="dimmed" size="sm" aria-live="polite">
              {counted.data.count === 1 ? '1 review' : `${counted.data.count} reviews`}
            </Text>
          )}
        </div>
        <Button onClick={() => setAdding(true)}>Add New</Button>
      </Group>
      <Group>
        <TextInput
          label="Filter by email"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setPage(1);
          }}
        />
        <TextInput
          label="Filter by partner SKU"
          value={sku}
          onChange={(e) => {
            setSku(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {reviews.isError ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : (
        <DataTable<Row>
          label="Reviews"
          columns={columns}
          records={rows}
          totalRecords={total}
          page={page}
          pageSize={SIZE}
          onPageChange={setPage}
          sort={{ columnAccessor: 'date', direction: 'desc' }}
          onSortChange={() => undefined}
          fetching={reviews.isFetching}
          rowLabel={(r) => `review by ${r.userName} of ${r.partnerId}`}
          noRecordsText="No reviews match"
          deleteText="Are you sure you want to delete this review?"
          onCellSave={async (r, k, v) => {
            try {
              await writes.update.mutateAsync({
                id: r._id,
                body: { [k]: k === 'rating' ? Number(v) : v },
              });
            } catch (e) {
              fail(e);
              throw e;
            }
          }}
          onDelete={async (r) => {
            try {
              await writes.remove.mutateAsync(r._id);
              notifications.show({ color: 'teal', message: 'Review deleted' });
            } catch (e) {
              fail(e);
            }
          }}
        />
      )}
      <AddReviewModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdd={(b) => writes.add.mutateAsync(b)}
      />
    </Stack>
  );
}
