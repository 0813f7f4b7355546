import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, Navigate, useParams } from 'react-router';
import { listNoteUpdateFailed, TEXT, type ListItem } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { isMissing, useList } from '../api/get-list.ts';
import { useUpdateList } from '../api/update-list.ts';
import { itemName, useItemHref } from '../components/list-item-card.tsx';
import { SaveCopyButton } from '../components/save-copy-button.tsx';
import { itemPoints } from '../lib/location.ts';
import classes from '../components/itinerary.module.css';

const NotesEditor = lazy(() => import('../components/notes-editor.tsx'));
const ItineraryMap = lazy(() => import('../components/itinerary-map.tsx'));

function ItineraryItem({
  item,
  day,
  listId,
  owner,
}: {
  item: ListItem;
  day: number;
  listId: string;
  owner: boolean;
}) {
  const update = useUpdateList(listId);
  const itemHref = useItemHref();
  const [failed, setFailed] = useState(false);
  const name = itemName(item);
  const saveNotes = async (notes: string) => {
    setFailed(false);
    try {
      await update.mutateAsync({ item: item._id, notes });
      notifications.show({ color: 'teal', message: `Saved notes for ${name}.` });
    } catch (e) {
      setFailed(true);
      throw e;
    }
  };
  return (
    <Group
      component="li"
      align="flex-start"
      wrap="nowrap"
      className={classes.item}
      data-testid="itinerary-item"
    >
      <Stack gap={0} className={classes.day}>
        <Text size="xs" tt="uppercase" c="dark.4">
          Day
        </Text>
        <Text fw={700} size="xl">
          {day}
        </Text>
      </Stack>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={itemHref(item)} fw={700} size="lg">
          {name}
        </Anchor>
        <Text size="sm" c="dark.4">
          {[item.product.address.street, item.product.city].filter(Boolean).join(', ')}
        </Text>
        {item.flavorText && <Text size="sm">{item.flavorText}</Text>}
        {failed && (
          <Alert color="red" role="alert">
            {listNoteUpdateFailed(name)}
          </Alert>
        )}
        {owner ? (
          <Suspense fallback={<Skeleton height={120} />}>
            <NotesEditor initial={item.notes} itemName={name} onSave={saveNotes} />
          </Suspense>
        ) : (
          item.notes && (
            // Notes are sanitised by the server (allow-listed tags, safe links only).
            <Typography className={classes.notes}>
              <div data-testid="item-notes" dangerouslySetInnerHTML={{ __html: item.notes }} />
            </Typography>
          )
        )}
      </Stack>
    </Group>
  );
}

/** '/favorites/:id/itinerary': the list in order, notes per item, a map, .ics and print. */
export default function ItineraryPage() {
  const { id = '' } = useParams();
  const query = useList(id);
  const list = query.data;
  usePageTitle(list ? `${list.name} itinerary` : null);
  const points = useMemo(() => itemPoints(list?.experiences ?? [], itemName), [list]);
  if (query.isError) {
    if (isMissing(query.error)) return <Navigate to="/main" replace />;
    return (
      <Container size="md" py="xl">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!list) return <PageLoader />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/favorites/${list._id}`} size="sm" className="no-print">
            Back to the list
          </Anchor>
          <Title order={1}>{list.name}: itinerary</Title>
        </Stack>
        <Group gap="sm" className="no-print">
          <Button
            component="a"
            href={`/api/lists/${list._id}/itinerary.ics`}
            download
            variant="light"
          >
            Download calendar (.ics)
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
          {!list.owner && <SaveCopyButton listId={list._id} name={list.name} />}
        </Group>
        {list.experiences.length === 0 ? (
          <Text size="lg">{TEXT.listEmpty}</Text>
        ) : (
          <>
            {points.length > 0 && (
              <div className={classes.map}>
                <Suspense fallback={<Skeleton height="100%" />}>
                  <ItineraryMap points={points} />
                </Suspense>
              </div>
            )}
            <Stack component="ol" gap="xl" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.experiences.map((item, i) => (
                <ItineraryItem
                  key={item._id}
                  item={item}
                  day={i + 1}
                  listId={list._id}
                  owner={list.owner}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
