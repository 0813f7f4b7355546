import { Text } from '@mantine/core';

/** "12/40": red when over the limit (or under the minimum, when one is given and text exists). */
export function CharCount({ value, max, min }: { value: string; max: number; min?: number }) {
  const n = value.length;
  const bad = n > max || (min !== undefined && n > 0 && n < min);
  return (
    <Text size="xs" c={bad ? 'red.8' : 'dimmed'} aria-live="polite" component="span">
      {min !== undefined ? `${n} characters (aim for ${min}-${max})` : `${n}/${max}`}
    </Text>
  );
}
