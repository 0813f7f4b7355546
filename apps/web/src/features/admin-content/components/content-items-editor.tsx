import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { confirmDelete } from '../../../components/data-table/data-table.tsx';
import { SortableItems } from '../../favorites/components/sortable-items.tsx';
import { localId, reorder, type DraftItem } from '../lib/featured-draft.ts';

const FIELDS = [
  ['name', 'Name'],
  ['date', 'Date'],
  ['category', 'Category'],
  ['url', 'URL'],
  ['image', 'Image URL'],
] as const;

/** Content items of a page: edit, reorder (drag or keyboard), delete after a confirmation. */
export function ContentItemsEditor({
  items,
  onChange,
}: {
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
}) {
  const put = (it: DraftItem) => onChange(items.map((o) => (o._id === it._id ? it : o)));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>Content items</Title>
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange([...items, { _id: localId(), name: '' }])}
        >
          Add content item
        </Button>
      </Group>
      {items.length === 0 && <Text c="dimmed">No content items yet.</Text>}
      <SortableItems
        items={items}
        label={(it) => `content item ${it.name || 'untitled'}`}
        onReorder={(ids) => onChange(reorder(items, ids))}
      >
        {(it, handle) => (
          <Card withBorder padding="sm" mb="xs" data-testid="content-item">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              {handle}
              <Stack gap={6} style={{ flex: 1 }}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  {FIELDS.map(([k, label]) => (
                    <TextInput
                      key={k}
                      size="xs"
                      label={label}
                      required={k === 'name'}
                      value={it[k] ?? ''}
                      onChange={(e) => put({ ...it, [k]: e.currentTarget.value })}
                    />
                  ))}
                </SimpleGrid>
                <Textarea
                  size="xs"
                  label="Description"
                  autosize
                  minRows={2}
                  value={it.description ?? ''}
                  onChange={(e) => put({ ...it, description: e.currentTarget.value })}
                />
              </Stack>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() =>
                  confirmDelete(`Delete the content item "${it.name || 'untitled'}"?`, () =>
                    onChange(items.filter((o) => o._id !== it._id)),
                  )
                }
              >
                Delete
              </Button>
            </Group>
          </Card>
        )}
      </SortableItems>
    </Stack>
  );
}
