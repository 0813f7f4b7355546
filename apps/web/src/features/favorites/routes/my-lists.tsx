import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { listNameSchema, TEXT, type ListSummary } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useCopyList } from '../api/copy-list.ts';
import { useCreateList } from '../api/create-list.ts';
import { useDeleteList } from '../api/delete-list.ts';
import { useMyLists } from '../api/get-my-lists.ts';
import { ListThumbnails } from '../components/list-thumbnails.tsx';
import { listTitleProps } from '../lib/list-title-props.ts';

function CreateListForm() {
  const create = useCreateList();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a title');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => setName(''),
      onError: (e) => setError(errorMessage(e, TEXT.genericError)),
    });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          label="New list title"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          {...listTitleProps(name)}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          Create list
        </Button>
      </Group>
    </form>
  );
}

function ListCard({
  list,
  canDuplicate,
  onDelete,
}: {
  list: ListSummary;
  canDuplicate: boolean;
  onDelete: () => void;
}) {
  const duplicate = useCopyList('duplicate');
  const count = `${list.count} ${list.count === 1 ? 'experience' : 'experiences'}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="list-card" component="article">
      <Card.Section>
        <ListThumbnails images={list.images} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Anchor
          component={Link}
          to={`/favorites/${list._id}`}
          fw={700}
          size="lg"
          style={{ overflowWrap: 'anywhere' }}
        >
          {list.name}
        </Anchor>
        <Text size="sm" c="dark.4">
          {count}
        </Text>
      </Stack>
      <Group gap="xs" mt="md">
        <Button component={Link} to={`/favorites/${list._id}/itinerary`} variant="light" size="xs">
          Itinerary
        </Button>
        {canDuplicate && (
          <Button
            variant="default"
            size="xs"
            loading={duplicate.isPending}
            aria-label={`Duplicate ${list.name}`}
            onClick={() =>
              duplicate.mutate(list._id, {
                onSuccess: (copy) =>
                  notifications.show({ color: 'teal', message: `Created ${copy.name}.` }),
                onError: (e) =>
                  notifications.show({ color: 'red', message: errorMessage(e, TEXT.genericError) }),
              })
            }
          >
            Duplicate
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          size="xs"
          aria-label={`Delete ${list.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}

/** '/favorites': My Lists (create, duplicate for admin or editor, delete with confirmation). */
export default function MyListsPage() {
  usePageTitle('My Lists');
  const { user } = useCurrentUser();
  const lists = useMyLists(user?.email);
  const remove = useDeleteList();
  const [toDelete, setToDelete] = useState<ListSummary | null>(null);
  const canDuplicate = user?.role === 'admin' || user?.role === 'editor';

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>My Lists</Title>
        <CreateListForm />
        {lists.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={220} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {lists.isError && <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />}
        {lists.data?.length === 0 && <Text size="lg">{TEXT.noListsYet}</Text>}
        {lists.data && lists.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {lists.data.map((l) => (
              <ListCard
                key={l._id}
                list={l}
                canDuplicate={canDuplicate}
                onDelete={() => setToDelete(l)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete list?"
        centered
      >
        <Stack>
          <Text>
            Delete <strong>{toDelete?.name}</strong>? This cannot be undone.
          </Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {errorMessage(remove.error, TEXT.genericError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                toDelete &&
                remove.mutate(toDelete._id, {
                  onSuccess: () => {
                    notifications.show({ message: `Deleted ${toDelete.name}.` });
                    setToDelete(null);
                  },
                })
              }
            >
              Delete list
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
