import { Box, Button, Checkbox, Group, RangeSlider, Stack, Text } from '@mantine/core';
import {
  DEFAULT_PRICE_RANGE,
  formatWholeDollars,
  toCents,
  type MarketActivity,
} from '@jaunt/contract';
import { fromSlider, sliderValue, type ListFilters } from '../lib/list-params.ts';
import { LiveNativeSelect } from '../../../components/live-native-select.tsx';

/** Whole dollars as lists show them: 10000 -> '$10,000'. */
const dollars = (v: number) => formatWholeDollars(toCents(v));

export interface FilterPanelProps {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  /** Tag groups from GET /api/features/group/{market}, e.g. { City: [...] }. */
  groups: Record<string, string[]>;
  /** Parent categories with sub-categories (the category filter); empty hides it. */
  activities: MarketActivity[];
}

const [SLIDER_MIN, SLIDER_MAX] = DEFAULT_PRICE_RANGE.slider;

/** Category, tag groups and the price range. Every change is reported at once. */
export function FilterPanel({ value, onChange, groups, activities }: FilterPanelProps) {
  const setGroup = (key: string, vals: string[]) =>
    onChange({
      ...value,
      tags: [...value.tags.filter((t) => t.key !== key), ...vals.map((val) => ({ key, val }))],
    });
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...activities.flatMap((parent) =>
      parent.sub_categories.map((s) => ({ value: s.slug, label: `${parent.name}: ${s.name}` })),
    ),
  ];
  return (
    <Stack gap="lg">
      {activities.length > 0 && (
        <LiveNativeSelect
          label="Category"
          data={categoryOptions}
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.currentTarget.value })}
        />
      )}
      {Object.entries(groups)
        .filter(([, vals]) => vals.length > 0)
        .map(([key, vals]) => (
          <Checkbox.Group
            key={key}
            label={key}
            value={value.tags.filter((t) => t.key === key).map((t) => t.val)}
            onChange={(vals) => setGroup(key, vals)}
          >
            {/* The browser's own scrolling (Mantine's ScrollArea would bring floating-ui), with
                room for the focus ring inside the scrolling box. */}
            <Box mah={200} mt={2} m={-4} p={4} style={{ overflowY: 'auto' }}>
              <Stack gap={6}>
                {vals.map((val) => (
                  <Checkbox key={val} value={val} label={val} />
                ))}
              </Stack>
            </Box>
          </Checkbox.Group>
        ))}
      <div>
        <Text size="sm" fw={500} id="price-range-label">
          Price range
        </Text>
        <RangeSlider
          mt="lg"
          mb="md"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={50}
          minRange={0}
          value={sliderValue(value)}
          onChangeEnd={(range) => onChange({ ...value, ...fromSlider(range) })}
          label={(v) => `${dollars(v)}${v >= SLIDER_MAX ? '+' : ''}`}
          thumbFromLabel="Minimum price"
          thumbToLabel="Maximum price"
          aria-labelledby="price-range-label"
        />
      </div>
    </Stack>
  );
}

/** Chips for the active filters; each removes its own filter. */
export function FilterChips({
  value,
  onChange,
  onReset,
}: {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
  onReset: () => void;
}) {
  const chips: { label: string; remove: () => ListFilters }[] = [];
  if (value.category)
    chips.push({
      label: `Category: ${value.category}`,
      remove: () => ({ ...value, category: '' }),
    });
  if (value.brand) chips.push({ label: 'Provider', remove: () => ({ ...value, brand: '' }) });
  for (const t of value.tags)
    chips.push({
      label: t.val,
      remove: () => ({ ...value, tags: value.tags.filter((x) => x !== t) }),
    });
  if (value.price1 !== DEFAULT_PRICE_RANGE.price1 || value.price2 !== DEFAULT_PRICE_RANGE.price2) {
    const top = value.price2 >= DEFAULT_PRICE_RANGE.price2 ? '+' : ` - ${dollars(value.price2)}`;
    chips.push({
      label: `${dollars(value.price1)}${top}`,
      remove: () => ({
        ...value,
        price1: DEFAULT_PRICE_RANGE.price1,
        price2: DEFAULT_PRICE_RANGE.price2,
      }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      {chips.map((c) => (
        <Button
          key={c.label}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<span aria-hidden>×</span>}
          onClick={() => onChange(c.remove())}
          aria-label={`Remove filter ${c.label}`}
        >
          {c.label}
        </Button>
      ))}
      <Button size="compact-sm" variant="subtle" onClick={onReset}>
        Clear all
      </Button>
    </Group>
  );
}
