import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewTitleBody, TEXT, type ReviewTitle } from '@jaunt/contract';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/types.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { saveErrorText } from '../lib/save-error.ts';

const path = '/api/gamification/reviewTitles';
const key = ['admin', 'review-titles'];
const columns: ColumnDef<ReviewTitle>[] = [
  { key: 'number', title: 'Number of reviews', type: 'number', editable: true, width: 180 },
  { key: 'title', title: 'Title', type: 'text', editable: true },
  { key: 'active', title: 'Active', type: 'boolean', editable: true, width: 90 },
];

/** /gamification (admin): reviewer titles; a title needs a number and a title. */
export default function Gamification() {
  usePageTitle('Review titles');
  const qc = useQueryClient();
  const titles = useQuery({ queryKey: key, queryFn: () => api<ReviewTitle[]>(path) });
  const onSuccess = () => qc.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: (b: { number: number; title: string }) =>
      api<ReviewTitle>(path, { method: 'POST', body: b }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      api<ReviewTitle>(`${path}/${id}`, { method: 'PUT', body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`${path}/${id}`, { method: 'DELETE' }),
    onSuccess,
  });
  const [num, setNum] = useState<number | string>('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const parsed = reviewTitleBody.safeParse({
      number: num === '' ? undefined : Number(num),
      title,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      setErrors(next);
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      setNum('');
      setTitle('');
      setErrors({});
    } catch (e) {
      notifications.show({ color: 'red', message: saveErrorText(e) });
    }
  };
  const fail = (e: unknown) =>
    notifications.show({ color: 'red', message: saveErrorText(e, TEXT.genericError) });

  return (
    <Stack>
      <Title order={1}>Review titles</Title>
      <Text c="dimmed">
        A reviewer earns a title once their number of reviews reaches its number.
      </Text>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Group align="flex-start">
          <NumberInput
            label="Number"
            required
            allowNegative={false}
            allowDecimal={false}
            value={num}
            onChange={setNum}
            error={errors.number}
            w={140}
          />
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
          />
          <Button type="submit" mt={24} loading={add.isPending}>
            Add New
          </Button>
        </Group>
      </form>
      {titles.isError ? (
        <ErrorState error={titles.error} onRetry={() => void titles.refetch()} />
      ) : (
        <DataTable<ReviewTitle>
          label="Review titles"
          columns={columns}
          records={titles.data ?? []}
          totalRecords={titles.data?.length ?? 0}
          page={1}
          pageSize={Math.max(1, titles.data?.length ?? 1)}
          onPageChange={() => undefined}
          sort={{ columnAccessor: 'number', direction: 'asc' }}
          onSortChange={() => undefined}
          fetching={titles.isFetching}
          rowLabel={(t) => t.title}
          deleteText="Are you sure you want to delete this review title?"
          onCellSave={async (t, k, v) => {
            try {
              await update.mutateAsync({ id: t._id, body: { [k]: v } });
            } catch (e) {
              fail(e);
              throw e;
            }
          }}
          onDelete={async (t) => {
            try {
              await remove.mutateAsync(t._id);
            } catch (e) {
              fail(e);
            }
          }}
        />
      )}
    </Stack>
  );
}
