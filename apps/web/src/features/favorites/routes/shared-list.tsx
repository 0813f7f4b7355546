import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { TEXT, type List, type ListItem } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ShareLinks } from '../../../components/share-links.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { isMissing, useList } from '../api/get-list.ts';
import { useUpdateList } from '../api/update-list.ts';
import { ListItemCard, itemName } from '../components/list-item-card.tsx';
import { ListTitle } from '../components/list-title.tsx';
import { SaveCopyButton } from '../components/save-copy-button.tsx';
import { SortableItems } from '../components/sortable-items.tsx';
import { usePageUrl } from '../../../lib/page-url.tsx';
import { Redirect } from '../../../components/redirect.tsx';

function OwnerItems({ list }: { list: List }) {
  const update = useUpdateList(list._id);
  // While a reorder is saving, show the new order at once.
  const [pending, setPending] = useState<string[] | null>(null);
  const byId = new Map(list.experiences.map((i) => [i._id, i]));
  const items = pending
    ? pending.map((id) => byId.get(id)).filter((i): i is ListItem => !!i)
    : list.experiences;
  return (
    <Stack gap="xs">
      {update.isError && (
        <Alert color="red" role="alert">
          {errorMessage(update.error, TEXT.genericError)}
        </Alert>
      )}
      <SortableItems
        items={items}
        label={itemName}
        onReorder={(order) => {
          setPending(order);
          update.mutate({ order }, { onSettled: () => setPending(null) });
        }}
      >
        {(item, handle) => (
          <ListItemCard
            item={item}
            handle={handle}
            onRemove={() => update.mutate({ remove: item._id })}
            onFlavorText={(flavorText) => update.mutateAsync({ item: item._id, flavorText })}
          />
        )}
      </SortableItems>
    </Stack>
  );
}

/** '/favorites/:id': a shared list. The owner edits it; others read it and may save a copy. */
export default function SharedListPage() {
  const { id = '' } = useParams();
  const query = useList(id);
  const pageUrl = usePageUrl();
  const update = useUpdateList(id);
  const list = query.data;
  usePageTitle(list?.name ?? null);
  if (query.isError) {
    if (isMissing(query.error)) return <Redirect to="/main" />;
    return (
      <Container size="md" py="xl">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!list) return <PageLoader />;
  const count = list.experiences.length;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <ListTitle
            name={list.name}
            editable={list.owner}
            onSave={(name) => update.mutateAsync({ name })}
          />
          <Text c="dark.4">
            {count} {count === 1 ? 'experience' : 'experiences'}
          </Text>
        </Stack>
        <Group justify="space-between">
          <ShareLinks
            url={pageUrl}
            title={list.name}
            image={list.images[0]}
            label="Share this list"
            className="no-print"
          />
          <Group gap="xs">
            <Button component={Link} to={`/favorites/${list._id}/itinerary`} variant="light">
              Itinerary
            </Button>
            {!list.owner && <SaveCopyButton listId={list._id} name={list.name} />}
          </Group>
        </Group>
        {count === 0 && <Text size="lg">{TEXT.listEmpty}</Text>}
        {count > 0 &&
          (list.owner ? (
            <OwnerItems list={list} />
          ) : (
            <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
              {list.experiences.map((item) => (
                <li key={item._id}>
                  <ListItemCard item={item} />
                </li>
              ))}
            </Stack>
          ))}
      </Stack>
    </Container>
  );
}
