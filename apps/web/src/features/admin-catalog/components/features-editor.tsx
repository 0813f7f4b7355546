import { ActionIcon, Autocomplete, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useAllMarkets, useFeatureGroups } from '../api/lookups.ts';

export const TAG_KEYS = ['Market', 'City', 'Activity', 'Type', 'Experience'];

/** Key/val tags: Market and City tags pick from the markets and the market's cities. */
export function FeaturesEditor(props: {
  value: { key: string; val: string }[];
  onChange: (tags: { key: string; val: string }[]) => void;
  error?: string;
}) {
  const market = props.value.find((t) => t.key === 'Market')?.val ?? '';
  const markets = useAllMarkets();
  const groups = useFeatureGroups(market);
  const suggestions = (key: string) =>
    key === 'Market' ? (markets.data ?? []).map((m) => m.val) : (groups.data?.[key] ?? []);
  const set = (i: number, patch: Partial<{ key: string; val: string }>) =>
    props.onChange(props.value.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <Stack gap={6} role="group" aria-label="Tags">
      <Text fw={500} size="sm">
        Tags
      </Text>
      {props.value.map((tag, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="end">
          <Select
            aria-label={`Tag ${i + 1} name`}
            data={TAG_KEYS.includes(tag.key) || !tag.key ? TAG_KEYS : [...TAG_KEYS, tag.key]}
            value={tag.key || null}
            onChange={(v) => set(i, { key: v ?? '' })}
            w={130}
          />
          <Autocomplete
            aria-label={`Tag ${i + 1} value`}
            style={{ flex: 1 }}
            data={[...new Set(suggestions(tag.key))]}
            value={tag.val}
            onChange={(val) => set(i, { val })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove tag ${tag.key} ${tag.val}`}
            onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      {props.error && (
        <Text c="red" size="sm" role="alert" data-field-error>
          {props.error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => props.onChange([...props.value, { key: 'Activity', val: '' }])}
        >
          Add tag
        </Button>
      </Group>
    </Stack>
  );
}
