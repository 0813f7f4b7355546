import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { EXPERIENCE_NAME_MAX, formatMoney, toCents } from '@jaunt/contract';
import { confirmDelete } from '../../../components/data-table/data-table.tsx';
import { SortableItems } from '../../favorites/components/sortable-items.tsx';
import { localId, reorder, type DraftExperience, type DraftList } from '../lib/featured-draft.ts';
import { CharCount } from './char-count.tsx';
import { ExperiencePicker } from './experience-picker.tsx';

interface Props {
  market: string;
  lists: DraftList[];
  onChange: (lists: DraftList[]) => void;
}

function ExperienceRow({
  x,
  handle,
  onChange,
  onRemove,
}: {
  x: DraftExperience;
  handle: React.ReactNode;
  onChange: (x: DraftExperience) => void;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" py={4}>
      {handle}
      <Stack gap={2} style={{ flex: 1 }}>
        <TextInput
          size="xs"
          label={`Display name (${x.partnerName ?? x.experienceSku})`}
          value={x.name}
          error={
            x.name.length > EXPERIENCE_NAME_MAX
              ? `At most ${EXPERIENCE_NAME_MAX} characters`
              : undefined
          }
          onChange={(e) => onChange({ ...x, name: e.currentTarget.value })}
        />
        <Group gap="xs">
          <CharCount value={x.name} max={EXPERIENCE_NAME_MAX} />
          <Text size="xs" c="dimmed">
            {x.experienceSku} · {x.city} ·{' '}
            {x.price !== undefined ? formatMoney(toCents(x.price)) : ''}
          </Text>
        </Group>
      </Stack>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={`Remove ${x.name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

/** The page's lists: reorder lists and their experiences by drag or keyboard; delete asks first. */
export function ListsEditor({ market, lists, onChange }: Props) {
  const put = (l: DraftList) => onChange(lists.map((o) => (o._id === l._id ? l : o)));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>Lists</Title>
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            onChange([...lists, { _id: localId(), title: '', facebook: false, experiences: [] }])
          }
        >
          Add list
        </Button>
      </Group>
      {lists.length === 0 && <Text c="dimmed">No lists yet.</Text>}
      <SortableItems
        items={lists}
        label={(l) => `list ${l.title || 'untitled'}`}
        onReorder={(ids) => onChange(reorder(lists, ids))}
      >
        {(l, handle) => (
          <Card withBorder padding="sm" mb="xs" data-testid="featured-list">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              {handle}
              <TextInput
                label="List title"
                size="xs"
                style={{ flex: 1 }}
                value={l.title}
                onChange={(e) => put({ ...l, title: e.currentTarget.value })}
              />
              <Checkbox
                label="Facebook"
                checked={l.facebook}
                onChange={(e) => put({ ...l, facebook: e.currentTarget.checked })}
              />
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() =>
                  confirmDelete(`Delete the list "${l.title || 'untitled'}"?`, () =>
                    onChange(lists.filter((o) => o._id !== l._id)),
                  )
                }
              >
                Delete list
              </Button>
            </Group>
            <SortableItems
              items={l.experiences}
              label={(x) => x.name || x.experienceSku}
              onReorder={(ids) => put({ ...l, experiences: reorder(l.experiences, ids) })}
            >
              {(x, h) => (
                <ExperienceRow
                  x={x}
                  handle={h}
                  onChange={(nx) =>
                    put({
                      ...l,
                      experiences: l.experiences.map((o) => (o._id === nx._id ? nx : o)),
                    })
                  }
                  onRemove={() =>
                    put({ ...l, experiences: l.experiences.filter((o) => o._id !== x._id) })
                  }
                />
              )}
            </SortableItems>
            <ExperiencePicker
              market={market}
              listTitle={l.title}
              onAdd={(x) => put({ ...l, experiences: [...l.experiences, x] })}
            />
          </Card>
        )}
      </SortableItems>
    </Stack>
  );
}
