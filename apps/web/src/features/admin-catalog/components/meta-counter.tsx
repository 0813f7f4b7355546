import { Text } from '@mantine/core';
import { META_DESCRIPTION_LIMIT } from '@jaunt/contract';

/** 'n / 155': red once over the recommended limit. */
export function MetaCounter({ value }: { value: string }) {
  const over = value.length > META_DESCRIPTION_LIMIT;
  return (
    <Text
      size="xs"
      c={over ? 'red.8' : 'dimmed'}
      fw={over ? 700 : 400}
      aria-live="polite"
      data-over={over || undefined}
    >
      {value.length} / {META_DESCRIPTION_LIMIT}
      {over ? ' (too long)' : ''}
    </Text>
  );
}
