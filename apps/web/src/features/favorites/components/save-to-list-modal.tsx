import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { listNameSchema, TEXT, type ListSummary } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import type { FavoriteTarget } from '../../../lib/engage.tsx';
import { useCreateList } from '../api/create-list.ts';
import { useMyLists } from '../api/get-my-lists.ts';
import { updateList } from '../api/update-list.ts';
import { FAVORITE_TOAST_MS } from '../lib/constants.ts';
import { listTitleProps } from '../lib/list-title-props.ts';

/** Saves a product into one of my lists, or into a list created here. */
export default function SaveToListModal({
  target,
  email,
  onClose,
}: {
  target: FavoriteTarget;
  email: string;
  onClose: () => void;
}) {
  const lists = useMyLists(email);
  const create = useCreateList();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const saveTo = async (list: Pick<ListSummary, '_id' | 'name'>) => {
    setSaving(list._id);
    setError(null);
    try {
      await updateList(list._id, {
        add: { partnerId: target.productId, index: target.variantIndex ?? -1 },
      });
      void queryClient.invalidateQueries({ queryKey: ['lists'] });
      notifications.show({
        color: 'teal',
        title: 'Saved',
        message: `${target.name} was saved to ${list.name}.`,
        autoClose: FAVORITE_TOAST_MS,
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e, TEXT.genericError));
    } finally {
      setSaving(null);
    }
  };

  const createAndSave = async () => {
    const parsed = listNameSchema.safeParse(title);
    if (!parsed.success) {
      setTitleError(parsed.error.issues[0]?.message ?? 'Please enter a title');
      return;
    }
    setTitleError(null);
    try {
      const list = await create.mutateAsync(parsed.data);
      await saveTo(list);
    } catch (e) {
      setError(errorMessage(e, TEXT.genericError));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Save ${target.name}`} centered>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {lists.isPending && <Loader size="sm" aria-label="Loading your lists" />}
        {lists.isError && <Alert color="red">{errorMessage(lists.error, TEXT.genericError)}</Alert>}
        {lists.data && lists.data.length > 0 && (
          <Stack gap="xs" role="group" aria-label="Your lists">
            <Text fw={500}>Choose a list</Text>
            {lists.data.map((l) => (
              <Button
                key={l._id}
                variant="light"
                justify="space-between"
                loading={saving === l._id}
                disabled={saving !== null}
                onClick={() => void saveTo(l)}
                rightSection={<Text size="xs">{l.count}</Text>}
              >
                {l.name}
              </Button>
            ))}
          </Stack>
        )}
        {lists.data?.length === 0 && <Text c="dimmed">{TEXT.noListsYet}</Text>}
        <Divider label="or create a new list" labelPosition="center" />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void createAndSave();
          }}
        >
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              label="New list title"
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={titleError}
              {...listTitleProps(title)}
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} loading={create.isPending} disabled={saving !== null}>
              Create list
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  );
}
